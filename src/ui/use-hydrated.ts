import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates the prerendered HTML (and on the server), true from the next render on. An island that
 * hydrates late (client:idle) reads state other islands may already have filled (the member, a dialog asked for):
 * until this is true it must render as the HTML was built, or hydration fails (React error #418).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * A store's value as a component shows it: the value the page was built with while the component hydrates, then the
 * store's. For stores that scripts of the page fill before every island has hydrated (the member a page's guard found).
 */
export function useStoreAsBuilt<T>(store: ReadableAtom<T>, asBuilt: T): T {
  const value = useStore(store);
  const hydrated = useHydrated();
  // On the server (the build) the store holds what the page is built with; in the browser, until hydrated, the HTML does.
  return hydrated || typeof document === 'undefined' ? value : asBuilt;
}
