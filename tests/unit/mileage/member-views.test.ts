import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CodeStep } from '../../../src/islands/mileage/CodeStep.tsx';
import { GuestNotice } from '../../../src/islands/mileage/GuestNotice.tsx';
import { MilesBalance } from '../../../src/islands/mileage/MilesBalance.tsx';
import { forgetMilesBalance } from '../../../src/stores/miles.ts';
import { $user, resetUser, userLoggedIn } from '../../../src/stores/user.ts';
import { f, html, messages, t, textOf } from './render.ts';

const calls = {
  sendCode: () => Promise.reject(new Error('not sent in a render')),
  verifyCode: () => Promise.reject(new Error('not verified in a render')),
};
const mei = { id: '7', name: 'Mei Lin', memberNo: '100000000001' } as Parameters<typeof userLoggedIn>[0];

/** Who the visitor is, before the page has asked: the stores are shared with other test files. */
const unknownVisitor = () => $user.set({ checked: false, loggedIn: false, sns: false, snsChannels: [], user: null });

beforeEach(() => {
  forgetMilesBalance();
  unknownVisitor();
});

afterEach(() => {
  resetUser();
  forgetMilesBalance();
  unknownVisitor();
});

describe('the miles balance above the award search', () => {
  it('waits, empty, until the page knows who the visitor is', () => {
    expect(textOf(html(MilesBalance, { site: 'nz', lang: 'en', t, f }))).toBe('');
  });

  it('asks a guest to log in to see their miles', () => {
    resetUser();
    const text = textOf(html(MilesBalance, { site: 'nz', lang: 'en', t, f }));
    expect(text).toContain('Log in to see your miles and book award flights with them.');
    expect(text).toContain('Log in');
  });

  it('says it is loading a member’s balance until it is known', () => {
    userLoggedIn(mei);
    expect(textOf(html(MilesBalance, { site: 'nz', lang: 'en', t, f }))).toBe('Loading your miles balance…');
  });
});

describe('a guest on an award page', () => {
  it('is told to log in, with the button that opens the login dialog', () => {
    const markup = html(GuestNotice, { messages, t });
    expect(markup).toContain('role="alert"');
    expect(textOf(markup)).toBe('Please log in to book with miles. Log in');
  });
});

describe('the one-time code step', () => {
  it('offers a text message by default, or an e-mail, and a button to send the code', () => {
    const markup = html(CodeStep, { calls, verified: false, onVerified: () => undefined, notice: '', focusRequest: 0, messages, t, f });
    const radios = markup.match(/<input[^>]*type="radio"[^>]*>/g) ?? [];
    expect(radios.filter((radio) => radio.includes('checked=""')).map((radio) => /value="(\w+)"/.exec(radio)?.[1])).toEqual(['sms']);
    expect(textOf(markup)).toContain('Send the code by Text message E-mail Send code');
    expect(markup).toContain('aria-live="polite"');
  });

  it('says what the booking asked of it', () => {
    const markup = html(CodeStep, { calls, verified: false, onVerified: () => undefined, notice: 'Confirm the code first.', focusRequest: 1, messages, t, f });
    expect(textOf(markup)).toContain('Confirm the code first.');
  });

  it('says the code is confirmed, without the sending controls', () => {
    const markup = html(CodeStep, { calls, verified: true, onVerified: () => undefined, notice: '', focusRequest: 0, messages, t, f });
    expect(textOf(markup)).toContain('Code confirmed. You can book your award now.');
    expect(markup).not.toContain('Send code');
  });
});
