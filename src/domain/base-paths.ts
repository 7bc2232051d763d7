/** The base paths the storefront's pages are served under: /tk/, and /s/ serving the same files. */
export const BASES = ['/tk/', '/s/'] as const;
export type Base = (typeof BASES)[number];
