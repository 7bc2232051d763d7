/**
 * The ten storefront languages. The URL segment (`tc`) is kept apart from the
 * BCP-47 tag (`zh-Hant`) that Intl, `<html lang>` and hreflang need.
 */
export const LANGUAGES = ['zh', 'en', 'de', 'fr', 'ru', 'ko', 'ja', 'tc', 'es', 'it'] as const;

export type Lang = (typeof LANGUAGES)[number];

const BCP47: Record<Lang, string> = {
  zh: 'zh-Hans',
  en: 'en',
  de: 'de',
  fr: 'fr',
  ru: 'ru',
  ko: 'ko',
  ja: 'ja',
  tc: 'zh-Hant',
  // The Spanish of the storefront is Latin America's (es-419): it serves the Mexico and United States sites.
  es: 'es-419',
  it: 'it',
};

/** Each language's name in itself, as a language chooser shows it. */
const NATIVE_NAMES: Record<Lang, string> = {
  zh: '简体中文',
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  ru: 'Русский',
  ko: '한국어',
  ja: '日本語',
  tc: '繁體中文',
  es: 'Español',
  it: 'Italiano',
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function bcp47(lang: Lang): string {
  return BCP47[lang];
}

export function nativeName(lang: Lang): string {
  return NATIVE_NAMES[lang];
}

/** Picks the storefront language closest to a browser language tag such as `zh-TW` or `de-CH`. */
export function langFromTag(tag: string): Lang | undefined {
  const lower = tag.toLowerCase();
  if (lower.startsWith('zh')) {
    return /hant|tw|hk|mo/.test(lower) ? 'tc' : 'zh';
  }
  const primary = lower.split('-')[0];
  return isLang(primary) ? primary : undefined;
}
