import { createHash } from 'node:crypto';
import type { Lang } from '../../domain/languages.ts';
import type { Site } from '../../domain/sites.ts';
import { consentDocument, consentMessageKey } from '../../domain/subscription/topics.ts';
import { translator } from '../../lib/i18n/index.ts';

/** The consent sentence a subscribe page of the site and language shows, and the version of it a record names. */
export interface ConsentText {
  readonly document: 'membership' | 'privacy';
  readonly text: string;
  /** The message key, the language and a hash of the words: a changed translation is a new version. */
  readonly version: string;
}

export function consentText(site: Site, lang: Lang): ConsentText {
  const document = consentDocument(site.flags);
  const key = consentMessageKey(document);
  const { t } = translator(lang);
  const text = t(key, { brand: t('main.brand') });
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 12);
  return { document, text, version: `${key}/${lang}@${hash}` };
}
