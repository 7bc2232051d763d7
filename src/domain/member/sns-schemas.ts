import * as v from 'valibot';
import { LANGUAGES } from '../languages.ts';
import { UserSchema } from '../user.ts';
import { textField } from '../validation/field-schema.ts';
import { pattern } from '../validation/issue.ts';
import { SNS_CHANNELS } from './sns-channels.ts';

const channel = v.picklist(SNS_CHANNELS, 'e01');
/** The sns token as the callback hands it out (base64url); one of another shape is simply not found (CZSNS000010). */
const snsToken = textField(pattern(/^[A-Za-z0-9_-]{1,200}$/));
const site = textField(pattern(/^[a-z]{2,4}$/));

/** GET /api/sns/{site}/{lang}/jump?type=: the channel to log in with. */
export const SnsJumpQuerySchema = v.object({ type: channel });

/** GET /api/sns/callback/{channel}: where the provider sends the browser back. */
export const SnsCallbackParamsSchema = v.object({ channel });

/** POST /api/a/snsLogin (form): the token of a finished social login and its channel. */
export const SnsLoginBodySchema = v.object({
  site,
  language: v.picklist(LANGUAGES, 'e01'),
  token: snsToken,
  type: channel,
});

/**
 * The reply of snsLogin: the member the social account is bound to, now logged in;
 * or, for an account bound to nobody, `bound: false`, and the token stays usable
 * to bind it after a password login.
 */
export const SnsLoginReplySchema = v.variant('bound', [v.object({ bound: v.literal(true), user: UserSchema }), v.object({ bound: v.literal(false), channel })]);

/** POST /api/a/bindWebAccount (form): binds the social account of a token to the logged-in member. */
export const BindWebAccountBodySchema = v.object({ contactType: channel, token: snsToken });

/** POST /api/a/unbindWebAccount (form): removes the member's binding of one channel. */
export const UnbindWebAccountBodySchema = v.object({ contactType: channel });

/** One channel of the member's social-login page. */
export const SnsBindingSchema = v.object({
  channel,
  /** Whether the storefront offers this channel now (a provider is configured). */
  available: v.boolean(),
  bound: v.boolean(),
  /** ISO time of the binding, or null. */
  boundAt: v.nullable(v.string()),
  /** What tells the member which account it is: the masked e-mail, else the name, else null. */
  hint: v.nullable(v.string()),
});

/** GET /api/a/getBandingState: every available channel, and any bound one that is no longer available. */
export const BindingStateSchema = v.object({ channels: v.array(SnsBindingSchema) });

export const BoundReplySchema = v.object({ binding: SnsBindingSchema });

/** Reply of POST /api/a/unbindWebAccount. */
export const UnboundReplySchema = v.object({ ok: v.boolean() });

export type SnsLoginReply = v.InferOutput<typeof SnsLoginReplySchema>;
export type SnsBinding = v.InferOutput<typeof SnsBindingSchema>;
export type BindingState = v.InferOutput<typeof BindingStateSchema>;
