import { type Base, segmentsOf } from '../routing/paths.ts';

/**
 * An old hash address (/#/{site}/{lang}/...) goes to its path. The server sends a
 * visitor at the front door on before the page can see the hash, and the browser
 * carries the hash along, so the page it lands on follows it too; returns true
 * when the page is left.
 */
export function followOldHashAddress(base: Base): boolean {
  if (!location.hash.startsWith('#/') || segmentsOf(location.hash.slice(1)).length === 0) return false;
  location.replace(`${base}${location.hash.slice(2)}${location.search}`);
  return true;
}
