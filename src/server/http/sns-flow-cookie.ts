import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { SNS_CHANNELS } from '../../domain/member/sns-channels.ts';
import type { SnsFlow } from '../member/sns/oidc-clients.ts';
import { type SealingKeys, seal, unseal } from '../shop/sealed-args.ts';
import { isSecureRequest } from './session-cookie.ts';

const NAME = 'sns_flow';
/** Only the callback reads it. */
const PATH = '/api/sns/';
/** Time to log in and consent at the provider. */
export const SNS_FLOW_MS = 10 * 60 * 1000;

const SealedFlow = v.object({
  channel: v.picklist(SNS_CHANNELS),
  verifier: v.string(),
  state: v.string(),
  nonce: v.string(),
  until: v.number(),
});

/**
 * The PKCE verifier, state and nonce of a social login in progress, sealed (so the
 * browser can neither read nor alter them) in an HttpOnly cookie. SameSite=Lax,
 * because the provider sends the browser back with a top-level GET from its site.
 */
export function writeSnsFlow(c: Context, flow: SnsFlow, now: Date, keys: SealingKeys): void {
  setCookie(c, NAME, seal({ ...flow, until: now.getTime() + SNS_FLOW_MS }, keys), {
    path: PATH,
    httpOnly: true,
    secure: isSecureRequest(c),
    sameSite: 'Lax',
    maxAge: SNS_FLOW_MS / 1000,
  });
}

/** The flow the browser brought back, once: the cookie is cleared whatever it held. */
export function takeSnsFlow(c: Context, now: Date, keys: SealingKeys): SnsFlow | undefined {
  const text = getCookie(c, NAME);
  deleteCookie(c, NAME, { path: PATH, secure: isSecureRequest(c) });
  const parsed = v.safeParse(SealedFlow, text ? unseal(text, keys) : undefined);
  if (!parsed.success || parsed.output.until < now.getTime()) return undefined;
  const { channel, verifier, state, nonce } = parsed.output;
  return { channel, verifier, state, nonce };
}
