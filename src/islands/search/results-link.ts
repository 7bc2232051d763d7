import { baseOf, stripBase } from '../../lib/routing/paths.ts';

/**
 * Where the browser goes with the results link the create call answered: only a
 * path of this storefront (never another site, whatever the answer says), under
 * the base the visitor is on (/s/ stays /s/). Undefined for anything else.
 */
export function resultsHref(blackUrl: string, currentPathname: string): string | undefined {
  if (!blackUrl.startsWith('/') || blackUrl.startsWith('//') || blackUrl.includes('\\')) return undefined;
  const [path, ...rest] = blackUrl.split('?');
  const below = stripBase(path);
  if (below === undefined) return undefined;
  const query = rest.length > 0 ? `?${rest.join('?')}` : '';
  return `${baseOf(currentPathname)}${below}${below !== '' && path.endsWith('/') ? '/' : ''}${query}`;
}
