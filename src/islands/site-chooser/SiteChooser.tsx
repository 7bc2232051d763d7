import { type FormEvent, useId, useState } from 'react';
import { bcp47, isLang, type Lang, nativeName } from '../../domain/languages.ts';
import { allSiteLocales, findSiteLocale } from '../../domain/site-locales.ts';
import { fromTabLines, toTabLines } from '../../domain/tab-lines.ts';
import { namedSites } from '../../lib/i18n/site-naming.ts';
import { chooseLocale } from '../../stores/locale.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';

export interface SiteChooserProps {
  site: string;
  lang: Lang;
  /** The page's site's name, as the page's HTML shows it. */
  siteName: string;
  /**
   * The sites with a name of their own (region sites: Europe), a line of code and name each. A country site is named by the
   * browser's Intl, as the build names it, rather than every page carrying every site's name.
   */
  ownNames: string;
  labels: { title: string; site: string; lang: string; submit: string };
}

/** `ownNames` of the sites with a name of their own, as the page's HTML carries it (`toTabLines`). */
export function ownNamesProp(sites: readonly { code: string; name: string }[]): string {
  return toTabLines(sites.map((site) => [site.code, site.name]));
}

/** Every site named in the page's language and in its order, the page's own site named as its HTML names it. */
function sitesInBrowser(lang: Lang, site: string, siteName: string, ownNames: string): { code: string; name: string }[] {
  const own = new Map(fromTabLines(ownNames).map(([code = '', name = '']) => [code, name]));
  return namedSites(
    allSiteLocales().map(({ code }) => ({ code })),
    lang,
    (code) => (code === site ? siteName : own.get(code)),
  );
}

/** The languages a site offers, its own first. */
const languagesOf = (code: string): readonly Lang[] => findSiteLocale(code)?.languages.list ?? [];

/** Chooses the country site and language; the language list follows the chosen site. */
export default function SiteChooser({ site, lang, siteName, ownNames, labels }: SiteChooserProps) {
  const id = useId();
  // Every page's HTML carries the chooser: until it hydrates (and cannot change the site anyway) it lists only the
  // site the page is for.
  const hydrated = useHydrated();
  const sites = hydrated ? sitesInBrowser(lang, site, siteName, ownNames) : [{ code: site, name: siteName }];
  const [chosenSite, setChosenSite] = useState(site);
  const [chosenLang, setChosenLang] = useState<Lang>(lang);
  const offered = languagesOf(chosenSite);
  const languages = offered.length > 0 ? offered : [lang];

  function onSiteChange(code: string): void {
    setChosenSite(code);
    const next = languagesOf(code);
    if (!next.includes(chosenLang) && next[0]) setChosenLang(next[0]);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    void chooseLocale(chosenSite, chosenLang);
  }

  return (
    <form className="chooser" aria-label={labels.title} onSubmit={onSubmit}>
      <label htmlFor={`${id}-site`}>
        {labels.site}
        <select id={`${id}-site`} value={chosenSite} onChange={(e) => onSiteChange(e.target.value)}>
          {sites.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-lang`}>
        {labels.lang}
        <select id={`${id}-lang`} value={chosenLang} onChange={(e) => isLang(e.target.value) && setChosenLang(e.target.value)}>
          {languages.map((l) => (
            <option key={l} value={l} lang={bcp47(l)}>
              {nativeName(l)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">{labels.submit}</button>
    </form>
  );
}
