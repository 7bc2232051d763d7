import { type FormEvent, useId, useState } from 'react';
import { bcp47, isLang, type Lang, nativeName } from '../../domain/languages.ts';
import { findSiteLocale } from '../../domain/site-locales.ts';
import { chooseLocale } from '../../stores/locale.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';

export interface SiteChooserProps {
  site: string;
  lang: Lang;
  /**
   * Every site as a line of its code and its name in the page's language (`nz New Zealand`), in the order shown. One
   * string because every page carries these props in its HTML, where each item of an array is wrapped and escaped.
   */
  siteNames: string;
  labels: { title: string; site: string; lang: string; submit: string };
}

/** `siteNames` of the sites in the order shown, as the page's HTML carries it. */
export function siteNamesProp(sites: readonly { code: string; name: string }[]): string {
  return sites.map((site) => `${site.code} ${site.name}`).join('\n');
}

/** The lines of `siteNames` as codes and names. */
function siteNameLines(siteNames: string): { code: string; name: string }[] {
  return siteNames.split('\n').map((line) => {
    const space = line.indexOf(' ');
    return { code: line.slice(0, space), name: line.slice(space + 1) };
  });
}

/** The languages a site offers, its own first. */
const languagesOf = (code: string): readonly Lang[] => findSiteLocale(code)?.languages.list ?? [];

/** Chooses the country site and language; the language list follows the chosen site. */
export default function SiteChooser({ site, lang, siteNames, labels }: SiteChooserProps) {
  const id = useId();
  // Every page's HTML carries the chooser: until it hydrates (and cannot change the site anyway) it lists only the
  // site the page is for, rather than every site's name a second time beside the props.
  const hydrated = useHydrated();
  const sites = siteNameLines(siteNames).filter((s) => hydrated || s.code === site);
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
