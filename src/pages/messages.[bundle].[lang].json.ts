import type { APIRoute, GetStaticPaths } from 'astro';
import { LANGUAGES, type Lang } from '../domain/languages.ts';
import { messagesOf, pickMessages } from '../lib/i18n/index.ts';
import { MESSAGE_BUNDLES, type MessageBundle, shippedNamespaces } from '../lib/routing/message-namespaces.ts';

/** Every bundle in every language: /tk/messages.{bundle}.{lang}.json, fetched by a page when it first needs it. */
export const getStaticPaths = (() =>
  (Object.keys(MESSAGE_BUNDLES) as MessageBundle[]).flatMap((bundle) => LANGUAGES.map((lang) => ({ params: { bundle, lang } })))) satisfies GetStaticPaths;

export const GET: APIRoute<never, { bundle: MessageBundle; lang: Lang }> = ({ params }) =>
  new Response(JSON.stringify(pickMessages(messagesOf(params.lang), shippedNamespaces(MESSAGE_BUNDLES[params.bundle]))), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
