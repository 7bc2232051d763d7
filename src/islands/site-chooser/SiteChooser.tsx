import { type FormEvent, useId, useState } from 'react';
import { bcp47, isLang, type Lang } from '../../domain/languages.ts';
import { chooseLocale } from '../../stores/locale.ts';

export interface SiteChooserProps {
  site: string;
  lang: Lang;
  sites: { code: string; name: string; languages: readonly Lang[] }[];
  /** Each language's name in itself. */
  languageNames: Record<Lang, string>;
  labels: { title: string; site: string; lang: string; submit: string };
}

/** Chooses the country site and language; the language list follows the chosen site. */
export default function SiteChooser({ site, lang, sites, languageNames, labels }: SiteChooserProps) {
  const id = useId();
  const [chosenSite, setChosenSite] = useState(site);
  const [chosenLang, setChosenLang] = useState<Lang>(lang);
  const languages = sites.find((s) => s.code === chosenSite)?.languages ?? [lang];

  function onSiteChange(code: string): void {
    setChosenSite(code);
    const offered = sites.find((s) => s.code === code)?.languages ?? [];
    if (!offered.includes(chosenLang) && offered[0]) setChosenLang(offered[0]);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    chooseLocale(chosenSite, chosenLang);
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
              {languageNames[l]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">{labels.submit}</button>
    </form>
  );
}
