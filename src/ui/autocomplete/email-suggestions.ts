import type { Suggestion } from './Autocomplete.tsx';

/** Whole addresses for what is typed: the local part with each of the site's domains that fits what follows '@'. */
export function emailSuggestions(typed: string, suffixes: readonly string[]): Suggestion<string>[] {
  const at = typed.indexOf('@');
  const local = at === -1 ? typed : typed.slice(0, at);
  const domain = at === -1 ? '' : typed.slice(at + 1).toLowerCase();
  if (local === '' || local.includes(' ')) return [];
  return suffixes
    .filter((suffix) => suffix.startsWith(domain) && suffix !== domain)
    .map((suffix) => ({ key: suffix, label: `${local}@${suffix}`, value: `${local}@${suffix}` }));
}
