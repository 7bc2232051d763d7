import type { Messages } from './catalog.ts';
import { type Params, translate } from './format.ts';

/*
 * Apart from format.ts because a page that shows an error code must ship the message of every code (x02 among them),
 * and the message-coverage test follows imports file by file: code that only translates its own words imports
 * format.ts without taking on every code's message.
 */

/** The message of an error code: `error.{code}`, else x02 with the code (spec 8). */
export function errorMessage(messages: Messages, code: string): string {
  const own = messages[`error.${code}`] ?? messages[code];
  return own ?? translate(messages, 'x02', { code });
}

/** The message of a field issue of the validation rules, with its limits filled in. */
export function fieldMessage(messages: Messages, found: { code: string; params?: Params }): string {
  return messages[found.code] === undefined ? errorMessage(messages, found.code) : translate(messages, found.code, found.params);
}
