import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validateCard } from '../../src/domain/api/member.ts';
import type { DbHandle } from '../../src/server/db/connect.ts';
import { CLEAR_KEY_ROWS, LOGIN_KEY_ROW } from '../../src/server/platform/login-key-store.ts';
import type { MasterSecrets } from '../../src/server/platform/master-secret.ts';
import { deriveKey, KEY_PURPOSES, loadSecrets, type Secrets } from '../../src/server/platform/secrets.ts';
import { seal, unseal } from '../../src/server/shop/sealed-args.ts';
import { joinAsMember } from '../support/joining.ts';
import { freshDatabase, testApp } from '../support/test-app.ts';

const secretA: MasterSecrets = { current: 'a'.repeat(16) + randomBytes(24).toString('base64url'), source: 'STOREFRONT_SECRET' };
const secretB: MasterSecrets = { current: 'b'.repeat(16) + randomBytes(24).toString('base64url'), source: 'STOREFRONT_SECRET' };

/** Every row of app_meta as stored text, as a database dump shows it. */
async function appMetaRows(db: DbHandle): Promise<{ key: string; text: string }[]> {
  return db.query<{ key: string; text: string }>("select key, coalesce(value #>> '{}', value::text) as text from app_meta order by key");
}

/** The ways bytes can be written as text; a dump that holds any of them holds the bytes. */
const spellings = (bytes: Buffer) => [bytes.toString('base64'), bytes.toString('base64url'), bytes.toString('hex')];

/** Every 256-bit key someone holding only a dump could make from its values, the server's own derivation included. */
function keysFromDump(rows: { text: string }[]): Buffer[] {
  const texts = rows.flatMap(({ text }) => [text, ...text.split('.')]);
  return texts
    .flatMap((text) => [
      Buffer.from(text, 'base64'),
      Buffer.from(text, 'base64url'),
      createHash('sha256').update(text).digest(),
      deriveKey(text, KEY_PURPOSES.sealing),
      ...(/^[0-9a-f]{64}$/.test(text) ? [Buffer.from(text, 'hex')] : []),
    ])
    .filter((key) => key.length === 32);
}

describe("the server's keys in the database", () => {
  it('keeps no private key and no sealing key in app_meta: the login key is there only wrapped', async () => {
    const db = await freshDatabase();
    try {
      const secrets = await loadSecrets(db, secretA);
      const rows = await appMetaRows(db);
      expect(rows.map((row) => row.key)).toContain(LOGIN_KEY_ROW);
      const dump = JSON.stringify(rows);
      expect(dump).not.toMatch(/PRIVATE KEY/);
      const privateDer = secrets.loginKey.export({ type: 'pkcs8', format: 'der' });
      for (const text of [...spellings(privateDer), ...spellings(secrets.argsKeys[0]), ...spellings(secrets.notifyKey)]) expect(dump).not.toContain(text);
      expect(dump).not.toContain(secretA.current);
    } finally {
      await db.close();
    }
  });

  it('refuses to start on the database with another secret, in one line that says the secret does not match, and leaves the key as it was', async () => {
    const db = await freshDatabase();
    try {
      await loadSecrets(db, secretA);
      const before = await appMetaRows(db);
      const refused = loadSecrets(db, secretB);
      await expect(refused).rejects.toThrow(/^The storefront secret does not match the database: .*STOREFRONT_SECRET[^\n]*$/);
      expect(await appMetaRows(db)).toEqual(before);
    } finally {
      await db.close();
    }
  });

  it('keeps the same public login key and opens links sealed before a restart with the same secret', async () => {
    const db = await freshDatabase();
    try {
      const first = await loadSecrets(db, secretA);
      const link = seal({ search: 'AKL-CAN' }, first.argsKeys);
      const again = await loadSecrets(db, { ...secretA });
      expect(again.loginPublicKey).toBe(first.loginPublicKey);
      expect(unseal(link, again.argsKeys)).toEqual({ search: 'AKL-CAN' });
    } finally {
      await db.close();
    }
  });

  it('during a rotation takes the previous secret, wraps the login key again under the new one, and opens links sealed under the previous until they expire', async () => {
    const db = await freshDatabase();
    try {
      const before = await loadSecrets(db, secretA);
      const link = seal({ search: 'AKL-CAN' }, before.argsKeys);
      const wrappedBefore = (await appMetaRows(db)).find((row) => row.key === LOGIN_KEY_ROW)?.text;

      const rotating = await loadSecrets(db, { ...secretB, previous: secretA.current });
      expect(rotating.loginPublicKey).toBe(before.loginPublicKey);
      expect(unseal(link, rotating.argsKeys)).toEqual({ search: 'AKL-CAN' });
      expect(unseal(seal({ fresh: true }, rotating.argsKeys), [before.argsKeys[0]])).toBeUndefined();
      expect((await appMetaRows(db)).find((row) => row.key === LOGIN_KEY_ROW)?.text).not.toBe(wrappedBefore);

      // Once every server runs with the new secret alone, the old one no longer opens anything.
      const after = await loadSecrets(db, secretB);
      expect(after.loginPublicKey).toBe(before.loginPublicKey);
      expect(unseal(link, after.argsKeys)).toBeUndefined();
      await expect(loadSecrets(db, secretA)).rejects.toThrow(/does not match the database/);
    } finally {
      await db.close();
    }
  });

  it('converts the clear keys of the old format on start: the same login key, kept wrapped, and no clear key material left', async () => {
    const db = await freshDatabase();
    try {
      const oldLoginKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      const oldArgsKey = randomBytes(32);
      await db.query("insert into app_meta (key, value) values ('secret_args_key', to_jsonb($1::text)), ('secret_login_rsa_key', to_jsonb($2::text))", [
        oldArgsKey.toString('base64'),
        oldLoginKey,
      ]);

      const secrets = await loadSecrets(db, secretA);
      expect(secrets.loginPublicKey).toBe(createPublicKey(createPrivateKey(oldLoginKey)).export({ type: 'spki', format: 'pem' }));
      const rows = await appMetaRows(db);
      expect(rows.map((row) => row.key)).not.toEqual(expect.arrayContaining([CLEAR_KEY_ROWS[0]]));
      expect(rows.map((row) => row.key)).not.toEqual(expect.arrayContaining([CLEAR_KEY_ROWS[1]]));
      const dump = JSON.stringify(rows);
      expect(dump).not.toMatch(/PRIVATE KEY/);
      for (const text of spellings(oldArgsKey)) expect(dump).not.toContain(text);
      // The old sealing key was readable by anyone with a dump: nothing sealed with it is taken any more.
      expect(unseal(seal({ forged: true }, [oldArgsKey]), secrets.argsKeys)).toBeUndefined();
      expect((await loadSecrets(db, secretA)).loginPublicKey).toBe(secrets.loginPublicKey);
    } finally {
      await db.close();
    }
  });
});

describe('the card step of login against a database dump', () => {
  it('refuses a card-step challenge sealed with any key made from what the database holds', async () => {
    const db = await freshDatabase();
    // The old format's clear rows, as a database upgraded from it held them.
    await db.query("insert into app_meta (key, value) values ('secret_args_key', to_jsonb($1::text))", [randomBytes(32).toString('base64')]);
    const secrets: Secrets = await loadSecrets(db, secretA);
    const t = await testApp({ db, secrets });
    try {
      const joined = await joinAsMember(t, { email: 'mei.dump@example.com', phone: '219876543' });
      const [member] = await db.query<{ id: number }>('select id from member where member_no = $1', [joined.memberNo]);
      await db.query("insert into member_card (member_id, idx, card_no, holder_name, disabled) values ($1, 1, '600011112222', 'Lin Tao', false)", [member.id]);
      const tryChallenge = (challenge: string) =>
        t.api.send(validateCard, { body: { country: 'nz', language: 'en', index: '1', name: 'Lin Tao' } }, { browser: { cookie: `login_card=${challenge}` } });
      const claim = { memberId: member.id, until: Date.now() + 365 * 24 * 3600 * 1000 };

      const candidates = keysFromDump(await appMetaRows(db));
      expect(candidates.length).toBeGreaterThan(5);
      for (const key of candidates) expect((await tryChallenge(seal(claim, [key]))).status).toBe(401);
      // The same claim sealed with the server's own key passes: the refusals above are the keys', not the claim's.
      expect((await tryChallenge(seal(claim, secrets.argsKeys))).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
