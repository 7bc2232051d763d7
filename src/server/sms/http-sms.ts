import type { SmsSender } from './sms-sender.ts';

/** A gateway that has not answered in this long is taken as failed, so that a caller is never held for long. */
const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * Text messages through the operator's HTTP gateway: one JSON POST per message, `{"to": "+861…", "text": "…"}`,
 * with `Authorization: Bearer <token>` when a token is configured. Any 2xx answer is sent; anything else, or no
 * answer in time, is an error that names the status only (a gateway's body may echo the message or the token).
 */
export function createHttpSms(options: { url: string; token?: string }): SmsSender {
  return {
    async send(sms) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
        body: JSON.stringify({ to: sms.to, text: sms.text }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`The SMS gateway answered ${response.status}`);
    },
  };
}
