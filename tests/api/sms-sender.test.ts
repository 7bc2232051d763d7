import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config/config.ts';
import { fixedClock } from '../../src/server/platform/clock.ts';
import { smsFromConfig } from '../../src/server/sms/create-sms.ts';

interface Received {
  readonly authorization: string | undefined;
  readonly contentType: string | undefined;
  readonly body: unknown;
}

let server: Server | undefined;
let folder: string | undefined;

/** A real HTTP gateway on loopback that keeps what it receives and answers with `status`. */
async function gateway(status: number): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  };
  server = createServer((request, response) => {
    void read(request).then((body) => {
      received.push({ authorization: request.headers.authorization, contentType: request.headers['content-type'], body });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{"echo":"secret-token"}');
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`, received };
}

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
  if (folder) await rm(folder, { recursive: true, force: true });
  folder = undefined;
});

describe('text messages', () => {
  it('go to the outbox folder as one JSON file each when no gateway is configured', async () => {
    folder = await mkdtemp(join(tmpdir(), 'sms-'));
    const { sms, kind } = smsFromConfig({ SMS_OUTBOX_DIR: folder }, fixedClock(new Date('2026-11-25T08:00:00Z')));
    expect(kind).toBe('outbox');
    await sms.send({ to: '+8613912345678', text: 'Your code is 482913. It expires in 10 minutes.' });
    await sms.send({ to: '+61412345678', text: 'Second' });
    const files = (await readdir(folder)).filter((name) => name.endsWith('.json'));
    expect(files).toHaveLength(2);
    const messages = await Promise.all(files.map(async (name) => JSON.parse(await readFile(join(folder ?? '', name), 'utf8')) as unknown));
    expect(messages).toContainEqual({ to: '+8613912345678', text: 'Your code is 482913. It expires in 10 minutes.', sentAt: '2026-11-25T08:00:00.000Z' });
  });

  it('are posted to the configured gateway as JSON with the bearer token', async () => {
    const peer = await gateway(202);
    const { sms, kind } = smsFromConfig({ SMS_URL: peer.url, SMS_TOKEN: 'gateway-token', SMS_OUTBOX_DIR: '/nonexistent' }, fixedClock(new Date()));
    expect(kind).toBe('gateway');
    await sms.send({ to: '+8613912345678', text: '验证码 482913' });
    expect(peer.received).toEqual([
      { authorization: 'Bearer gateway-token', contentType: 'application/json', body: { to: '+8613912345678', text: '验证码 482913' } },
    ]);
  });

  it('fail with the gateway’s status only, never its body, when it refuses a message', async () => {
    const peer = await gateway(503);
    const { sms } = smsFromConfig({ SMS_URL: peer.url, SMS_TOKEN: 'secret-token', SMS_OUTBOX_DIR: '/nonexistent' }, fixedClock(new Date()));
    const failure = await sms.send({ to: '+8613912345678', text: 'x' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('The SMS gateway answered 503');
  });

  it('take their gateway from SMS_URL, which must be http or https, and their outbox from SMS_OUTBOX_DIR', () => {
    expect(loadConfig({})).toMatchObject({ SMS_OUTBOX_DIR: './data/sms-outbox' });
    expect(loadConfig({}).SMS_URL).toBeUndefined();
    expect(loadConfig({ SMS_URL: 'https://sms.example.com/send', SMS_TOKEN: 't' })).toMatchObject({ SMS_URL: 'https://sms.example.com/send', SMS_TOKEN: 't' });
    expect(() => loadConfig({ SMS_URL: 'ftp://sms.example.com' })).toThrow(/SMS_URL/);
  });
});
