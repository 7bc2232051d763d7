import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Clock } from '../platform/clock.ts';
import type { Mailer } from './mailer.ts';
import { mimeMessage } from './mime-message.ts';

/**
 * Without an SMTP server, each message is written to a folder as a complete
 * RFC 5322 message (`.eml`) that any mail program opens. Files are named by the
 * time they were sent, so they list in order. The file is written synchronously:
 * the outbox runs on the server's mail thread (threaded-mailer.ts) or in a command,
 * never on the thread that answers requests, and four calls through libuv's pool
 * per message cost the server more than the writes themselves.
 */
export function createOutboxMailer(options: { dir: string; from: string; clock: Clock }): Mailer {
  // The folder is made with the first message, and again only if it went away since.
  let folderMade = false;
  return {
    async send(mail) {
      const now = options.clock.now();
      const raw = mimeMessage(mail, { from: options.from, date: now });
      const stamp = now.toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${randomUUID().slice(0, 8)}.eml`;
      // Written under a temporary name first, so that a reader never sees half a message.
      const partial = join(options.dir, `.${name}.part`);
      if (!folderMade) mkdirSync(options.dir, { recursive: true });
      folderMade = true;
      try {
        writeFileSync(partial, raw, { mode: 0o600 });
      } catch (error) {
        if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
        mkdirSync(options.dir, { recursive: true });
        writeFileSync(partial, raw, { mode: 0o600 });
      }
      renameSync(partial, join(options.dir, name));
    },
  };
}
