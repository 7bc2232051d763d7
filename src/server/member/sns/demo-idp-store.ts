import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Entry {
  readonly payload: AdapterPayload;
  readonly expiresAt: number;
}

/**
 * Where the demo identity provider keeps its sessions, sign-ins, codes and grants: this process's memory, on
 * purpose (a demo sign-in lasts minutes, and a restart only ends the ones in progress). Past `limit` entries the
 * oldest are forgotten, so that visitors cannot grow the server's memory without bound.
 */
export function demoIdpStore(now: () => number, limit = 5000): AdapterFactory {
  const entries = new Map<string, Entry>();
  const sessionsByUid = new Map<string, string>();

  function live(key: string): AdapterPayload | undefined {
    const entry = entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt > now()) return entry.payload;
    entries.delete(key);
    return undefined;
  }

  return (model: string): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const key = keyOf(id);
        entries.delete(key);
        while (entries.size >= limit) {
          const oldest = entries.keys().next();
          if (oldest.done) break;
          const uid = oldest.value.startsWith('Session:') ? entries.get(oldest.value)?.payload.uid : undefined;
          if (uid !== undefined) sessionsByUid.delete(uid);
          entries.delete(oldest.value);
        }
        entries.set(key, { payload, expiresAt: typeof expiresIn === 'number' ? now() + expiresIn * 1000 : Number.POSITIVE_INFINITY });
        if (model === 'Session' && payload.uid) sessionsByUid.set(payload.uid, id);
      },
      async find(id) {
        return live(keyOf(id));
      },
      async findByUid(uid) {
        const id = sessionsByUid.get(uid);
        const found = id === undefined ? undefined : live(keyOf(id));
        if (found === undefined) sessionsByUid.delete(uid);
        return found;
      },
      // No device flow: there are no user codes.
      async findByUserCode() {
        return undefined;
      },
      async consume(id) {
        const payload = live(keyOf(id));
        if (payload) payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        const payload = live(keyOf(id));
        if (model === 'Session' && payload?.uid) sessionsByUid.delete(payload.uid);
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key);
      },
    };
  };
}
