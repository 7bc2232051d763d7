import * as v from 'valibot';
import { UserSchema } from '../user.ts';
import { textField } from '../validation/field-schema.ts';
import { pattern } from '../validation/issue.ts';

/** The member a login step or a one-time key has just logged in. */
export const LoggedInSchema = v.object({ user: UserSchema });

/** Reply of GET /api/a/logout.json. */
export const LoggedOutSchema = v.object({ ok: v.boolean() });

const exchangeKey = textField(pattern(/^[A-Za-z0-9_-]{43}$/));

/** POST /api/a/exchangeKeyLogin (form): the key for a session. */
export const ExchangeKeyLoginSchema = v.object({ key: exchangeKey });
export const ExchangeKeySchema = v.object({ key: v.string(), expiresAt: v.string() });
