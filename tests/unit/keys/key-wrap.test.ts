import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { unwrapKey, wrapKey } from '../../../src/server/platform/key-wrap.ts';
import { deriveKey, KEY_PURPOSES } from '../../../src/server/platform/secrets.ts';
import { seal, unseal } from '../../../src/server/shop/sealed-args.ts';

describe('wrapped key material', () => {
  const material = randomBytes(64);
  const key = randomBytes(32);

  it('opens with the key and purpose it was wrapped for, and never shows the material', () => {
    const wrapped = wrapKey(material, key, 'login key');
    expect(unwrapKey(wrapped, key, 'login key')).toEqual(material);
    for (const text of [material.toString('base64'), material.toString('base64url'), material.toString('hex')]) expect(wrapped).not.toContain(text);
  });

  it('does not open with another key or purpose, nor once altered', () => {
    const wrapped = wrapKey(material, key, 'login key');
    expect(unwrapKey(wrapped, randomBytes(32), 'login key')).toBeUndefined();
    expect(unwrapKey(wrapped, key, 'sealing key')).toBeUndefined();
    const [format, iv, tag, body] = wrapped.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(unwrapKey([format, iv, tag, flipped.toString('base64url')].join('.'), key, 'login key')).toBeUndefined();
    expect(unwrapKey('not wrapped at all', key, 'login key')).toBeUndefined();
  });
});

describe('keys derived from the master secret', () => {
  it('differ per purpose and per secret, and are the same for the same secret and purpose', () => {
    const secret = 'a master secret of thirty-two characters or more';
    const sealing = deriveKey(secret, KEY_PURPOSES.sealing);
    expect(sealing).toHaveLength(32);
    expect(deriveKey(secret, KEY_PURPOSES.sealing)).toEqual(sealing);
    expect(deriveKey(secret, KEY_PURPOSES.wrapping)).not.toEqual(sealing);
    expect(deriveKey(`${secret}!`, KEY_PURPOSES.sealing)).not.toEqual(sealing);
  });
});

describe('sealed values across a rotation', () => {
  const current = randomBytes(32);
  const previous = randomBytes(32);

  it('opens values sealed under the previous key as well as the current one, and seals under the current only', () => {
    const old = seal({ n: 1 }, [previous]);
    expect(unseal(old, [current, previous])).toEqual({ n: 1 });
    const fresh = seal({ n: 2 }, [current, previous]);
    expect(unseal(fresh, [current])).toEqual({ n: 2 });
    expect(unseal(fresh, [previous])).toBeUndefined();
  });

  it('opens nothing sealed under a key it was not given', () => {
    expect(unseal(seal({ n: 3 }, [randomBytes(32)]), [current, previous])).toBeUndefined();
  });
});
