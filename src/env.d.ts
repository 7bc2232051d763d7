/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The API, handed in by the bundled server (src/server/web); absent under `astro dev`. */
    api?: { fetch(request: Request): Response | Promise<Response> };
  }
}
