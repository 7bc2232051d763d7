import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Clock } from '../platform/clock.ts';
import { type Mailer, nodemailerMessage } from './mailer.ts';

/**
 * Without an SMTP server, each message is written to a folder as a complete
 * RFC 5322 message (`.eml`) that any mail program opens. Files are named by the
 * time they were sent, so they list in order.
 */
export function createOutboxMailer(options: { dir: string; from: string; clock: Clock }): Mailer {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  // The folder is made with the first message, and again only if it went away since.
  let folderMade = false;
  return {
    async send(mail) {
      const info = await transport.sendMail(nodemailerMessage(mail, options.from));
      const raw = info.message;
      if (!Buffer.isBuffer(raw)) throw new Error('The stream transport gave no buffer');
      const stamp = options.clock.now().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${randomBytes(4).toString('hex')}.eml`;
      // Written under a temporary name first, so that a reader never sees half a message.
      const partial = join(options.dir, `.${name}.part`);
      if (!folderMade) await mkdir(options.dir, { recursive: true });
      folderMade = true;
      await writeFile(partial, raw, { mode: 0o600 }).catch(async (error: unknown) => {
        if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
        await mkdir(options.dir, { recursive: true });
        await writeFile(partial, raw, { mode: 0o600 });
      });
      await rename(partial, join(options.dir, name));
    },
  };
}
