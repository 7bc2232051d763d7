import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../platform/clock.ts';
import type { SmsSender } from './sms-sender.ts';

/**
 * Without a gateway, each text message is written to a folder as a small JSON file ({to, text, sentAt}), named by
 * the time it was sent so that they list in order, as the e-mail outbox does with `.eml` files.
 */
export function createOutboxSms(options: { dir: string; clock: Clock }): SmsSender {
  return {
    async send(sms) {
      await mkdir(options.dir, { recursive: true });
      const sentAt = options.clock.now().toISOString();
      const name = `${sentAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      // Written under a temporary name first, so that a reader never sees half a message.
      const partial = join(options.dir, `.${name}.part`);
      await writeFile(partial, `${JSON.stringify({ to: sms.to, text: sms.text, sentAt })}\n`, { mode: 0o600 });
      await rename(partial, join(options.dir, name));
    },
  };
}
