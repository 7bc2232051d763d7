/// <reference types="astro/client" />

declare namespace Astro {
  interface ClientDirectives {
    /** Hydrates once the page has been painted: src/lib/browser/after-first-paint.ts, added in astro.config.mjs. */
    'client:painted'?: boolean;
  }
}
