import { baseOf } from '../routing/paths.ts';

/** A prerendered redirect, for hosts without the server's rules: keeps the base, the query and the hash. */
export function followRedirectPage(): void {
  const to = document.body.dataset.to;
  if (!to) return;
  const base = baseOf(location.pathname);
  location.replace(`${base}${to.slice('/tk/'.length)}${location.search}${location.hash}`);
}
