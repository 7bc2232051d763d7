import type { Lang } from '../../domain/languages.ts';

/** What middleware puts on each request for handlers to read. */
export interface AppEnv {
  Variables: {
    lang: Lang;
    requestId: string;
  };
}
