import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../src/domain/api/operation.ts';
import { startSnsLogin } from '../../../src/domain/api/sns.ts';
import type { Lang } from '../../../src/domain/languages.ts';
import type { SnsChannel } from '../../../src/domain/member/sns-channels.ts';
import { snsEndMessage } from '../../../src/lib/browser/sns-end.ts';
import { createSnsPopup, POPUP_BLOCKED, type PopupHost } from '../../../src/lib/browser/sns-popup.ts';
import { snsJumpUrl } from '../../../src/lib/browser/sns-start.ts';

/** A browser with one pop-up, messages sent by hand and a poll run on demand. */
function fakeHost(options: { blocked?: boolean } = {}) {
  const popup = { closed: false, focus: () => undefined };
  const listeners = new Set<(event: { origin: string; source: unknown; data: unknown }) => void>();
  const polls = new Set<() => void>();
  const opened: string[] = [];
  const host: PopupHost = {
    origin: 'https://shop.example',
    base: '/tk/',
    open: (url) => {
      opened.push(url);
      return options.blocked ? null : popup;
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    repeatEvery: (task) => {
      polls.add(task);
      return () => polls.delete(task);
    },
  };
  return {
    host,
    popup,
    opened,
    listeners,
    polls,
    post: (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
      for (const listener of [...listeners]) listener({ origin: from.origin ?? host.origin, source: 'source' in from ? from.source : popup, data });
    },
    poll: () => {
      for (const task of [...polls]) task();
    },
  };
}

describe('the social-login pop-up', () => {
  it('opens /sns/{channel} with the site and language and resolves with the token the pop-up posts', async () => {
    const fake = fakeHost();
    const result = createSnsPopup(fake.host)('google', 'nz', 'en');
    expect(fake.opened).toEqual(['/tk/sns/google?site=nz&lang=en']);
    fake.post({ type: 'snsEnd', token: 'tok-1' });
    expect(await result).toEqual({ token: 'tok-1' });
    expect(fake.listeners.size).toBe(0);
    expect(fake.polls.size).toBe(0);
  });

  it('passes on the failure code the pop-up posts', async () => {
    const fake = fakeHost();
    const result = createSnsPopup(fake.host)('line', 'jp', 'ja');
    fake.post({ type: 'snsEnd', error: 'CZSNS000010' });
    expect(await result).toEqual({ error: 'CZSNS000010' });
  });

  it('ignores messages from another origin, another window or of another type', async () => {
    const fake = fakeHost();
    let settled: unknown = 'waiting';
    void createSnsPopup(fake.host)('google', 'nz', 'en').then((r) => (settled = r));
    fake.post({ type: 'snsEnd', token: 'evil' }, { origin: 'https://evil.example' });
    fake.post({ type: 'snsEnd', token: 'evil' }, { source: {} });
    fake.post({ type: 'other', token: 'x' });
    fake.post({ type: 'snsEnd' });
    await Promise.resolve();
    expect(settled).toBe('waiting');
    fake.post({ type: 'snsEnd', token: 'good' });
    await Promise.resolve();
    expect(settled).toEqual({ token: 'good' });
  });

  it('resolves null once the visitor closes the pop-up', async () => {
    const fake = fakeHost();
    const result = createSnsPopup(fake.host)('google', 'nz', 'en');
    fake.poll();
    fake.popup.closed = true;
    fake.poll();
    fake.poll();
    expect(await result).toBeNull();
  });

  it('takes the token of an end page that closed itself just before its message arrived', async () => {
    const fake = fakeHost();
    const result = createSnsPopup(fake.host)('google', 'nz', 'en');
    fake.popup.closed = true;
    fake.poll();
    fake.post({ type: 'snsEnd', token: 'late' });
    expect(await result).toEqual({ token: 'late' });
  });

  it('cancels the earlier wait with null when opened again, and the new wait gets the token', async () => {
    const fake = fakeHost();
    const open = createSnsPopup(fake.host);
    const first = open('google', 'nz', 'en');
    const second = open('facebook', 'nz', 'en');
    expect(await first).toBeNull();
    expect(fake.listeners.size).toBe(1);
    fake.post({ type: 'snsEnd', token: 'tok-2' });
    expect(await second).toEqual({ token: 'tok-2' });
  });

  it('says so when the browser blocks the pop-up', async () => {
    expect(await createSnsPopup(fakeHost({ blocked: true }).host)('google', 'nz', 'en')).toEqual({ error: POPUP_BLOCKED });
  });
});

describe('the pop-up pages', () => {
  it('starts at the API jump for the query site and language, else the stored choice', () => {
    const jump = (site: string, lang: Lang, type: SnsChannel) => apiUrl(startSnsLogin, { params: { site, lang }, query: { type } });
    expect(snsJumpUrl('google', '?site=jp&lang=ja', undefined)).toBe(jump('jp', 'ja', 'google'));
    expect(snsJumpUrl('line', '', 'ko__kr')).toBe(jump('kr', 'ko', 'line'));
    expect(snsJumpUrl('google', '?site=nz&lang=xx', undefined)).toBe(jump('nz', 'en', 'google'));
  });

  it('turns the end page query into the snsEnd message', () => {
    expect(snsEndMessage('?token=abc')).toEqual({ type: 'snsEnd', token: 'abc' });
    expect(snsEndMessage('?error=xxx')).toEqual({ type: 'snsEnd', error: 'xxx' });
    expect(snsEndMessage('')).toBeUndefined();
  });
});
