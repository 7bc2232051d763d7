import { atom } from 'nanostores';
import { POPUP_BASE_Z_INDEX } from '../timing.ts';

/** Open pop-ups, bottom first; each one's z-index follows from its place. */
export const $layers = atom<readonly string[]>([]);

export function openLayer(id: string): number {
  $layers.set([...$layers.get().filter((l) => l !== id), id]);
  return zIndexOf(id);
}

export function closeLayer(id: string): void {
  $layers.set($layers.get().filter((l) => l !== id));
}

export function zIndexOf(id: string): number {
  const index = $layers.get().indexOf(id);
  return POPUP_BASE_Z_INDEX + Math.max(index, 0);
}

export function isTopLayer(id: string): boolean {
  return $layers.get().at(-1) === id;
}
