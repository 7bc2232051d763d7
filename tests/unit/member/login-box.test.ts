import { describe, expect, test } from 'vitest';
import { LOGIN_FORM, type LoginCard, nextLoginStep } from '../../../src/domain/member/card-step.ts';
import { forgotPasswordShown, loginTerms, reportsRegistration, safeBackPath } from '../../../src/domain/member/login-box.ts';
import { findSite } from '../../../src/domain/site-lookup.ts';
import { validateForm } from '../../../src/domain/validation/field-schema.ts';
import { numberingPlan } from '../../../src/domain/validation/numbering-plan.ts';
import { registrationFormSchema } from '../../../src/domain/validation/phone-forms.ts';

const RegistrationFormSchema = registrationFormSchema(numberingPlan);

const cards: LoginCard[] = [
  { idx: 0, cardNo: '3123****4567', name: 'O***** G****', ex: false },
  { idx: 1, cardNo: '4000****1234', name: 'O***** G****', ex: false },
  { idx: 2, cardNo: '4000****5678', name: 'O***** G****', ex: true },
];

describe('the login box rules', () => {
  test('a site under its own GDPR rules links the membership terms, but Korean readers get no terms link', () => {
    expect(loginTerms({ noGDPR: true }, 'en')).toBe('membership');
    expect(loginTerms({ noGDPR: true }, 'ko')).toBeNull();
    expect(loginTerms({ noGDPR: false }, 'ko')).toBe('privacy');
    expect(loginTerms({ noGDPR: false }, 'en')).toBe('privacy');
  });

  test('the forgot-password link is hidden on the us site only', () => {
    const flagsOf = (code: string) => {
      const site = findSite(code);
      if (!site) throw new Error(`no site ${code}`);
      return site.flags;
    };
    expect(forgotPasswordShown(flagsOf('us'))).toBe(false);
    expect(forgotPasswordShown(flagsOf('gb'))).toBe(true);
  });

  test('a login on a search, shop, passengers or payment page reports a registration, elsewhere not', () => {
    expect(reportsRegistration('/tk/nz/en/book/search/')).toBe(true);
    expect(reportsRegistration('/tk/nz/en/book/shop')).toBe(true);
    expect(reportsRegistration('/tk/nz/en/book/passengers/')).toBe(true);
    expect(reportsRegistration('/tk/nz/en/book/paid/order/abc')).toBe(true);
    expect(reportsRegistration('/tk/nz/en/login/')).toBe(false);
    expect(reportsRegistration('/tk/nz/en/my/order/list/')).toBe(false);
  });

  test('the way back after login stays on this site: other hosts and scheme tricks are dropped', () => {
    expect(safeBackPath('/tk/nz/en/my/coupon/?a=1#x')).toBe('/tk/nz/en/my/coupon/?a=1#x');
    expect(safeBackPath('https://evil.example/')).toBeUndefined();
    expect(safeBackPath('//evil.example/path')).toBeUndefined();
    expect(safeBackPath('/\\evil.example')).toBeUndefined();
    expect(safeBackPath('javascript:alert(1)')).toBeUndefined();
    expect(safeBackPath(null)).toBeUndefined();
  });

  test('the way back is judged after dots and escapes are resolved, so no spelling of another host gets through', () => {
    for (const back of [
      '/.//evil.example/phish',
      '/x/..//evil.example/phish',
      '/%2e//evil.example/phish',
      '/%2E//evil.example/phish',
      '/tk/..//evil.example/phish',
      '/tk/%2e%2e//evil.example/phish',
      '/./\\evil.example/phish',
      '/\t/evil.example/phish',
      '/%5c%5cevil.example/phish',
    ]) {
      expect(safeBackPath(back), back).toBeUndefined();
    }
    expect(safeBackPath('/s/nz/en/my/order/list/')).toBe('/s/nz/en/my/order/list/');
    expect(safeBackPath('/tk/nz/en/./my/coupon/')).toBe('/tk/nz/en/my/coupon/');
    expect(safeBackPath('/api/a/logout')).toBeUndefined();
  });
});

describe('the card step', () => {
  test('a disabled card cannot be chosen and Next needs a choice', () => {
    let step = nextLoginStep(LOGIN_FORM, { type: 'cardsOffered', cards });
    expect(nextLoginStep(step, { type: 'next' })).toBe(step);
    step = nextLoginStep(step, { type: 'choose', idx: 2 });
    expect(step).toMatchObject({ kind: 'cards', chosen: null });
    step = nextLoginStep(step, { type: 'choose', idx: 1 });
    step = nextLoginStep(step, { type: 'next' });
    expect(step).toMatchObject({ kind: 'cardName', chosen: 1 });
  });

  test('Back from the name returns to the list with the card still chosen, and Back from the list to the form', () => {
    const named = nextLoginStep(nextLoginStep(nextLoginStep(LOGIN_FORM, { type: 'cardsOffered', cards }), { type: 'choose', idx: 0 }), { type: 'next' });
    const list = nextLoginStep(named, { type: 'back' });
    expect(list).toMatchObject({ kind: 'cards', chosen: 0 });
    expect(nextLoginStep(list, { type: 'back' })).toEqual(LOGIN_FORM);
  });
});

describe('the registration form', () => {
  const valid = {
    givenName: 'Mei',
    surname: 'Lin',
    email: 'mei@example.com',
    areaCode: '64',
    phone: '211234567',
    password: '123456',
    confirm: '123456',
    terms: true,
  };

  test('a complete form passes', () => {
    expect(validateForm(RegistrationFormSchema, valid).ok).toBe(true);
  });

  test('passwords that differ, a phone that is not of its country, short passwords and unticked terms are each named', () => {
    const result = validateForm(RegistrationFormSchema, { ...valid, password: '12345', confirm: '654321', phone: '12', terms: undefined });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields.password?.code).toBe('e01');
    expect(result.fields.phone?.code).toBe('phone');
    expect(result.fields.terms?.code).toBe('e00');
    const mismatch = validateForm(RegistrationFormSchema, { ...valid, confirm: '654321' });
    expect(mismatch.ok ? undefined : mismatch.fields.confirm?.code).toBe('pwMismatch');
  });
});
