import { describe, expect, it } from 'vitest';
import {
  address,
  captcha,
  checkValue,
  city,
  loginCaptcha,
  loginId,
  loginPassword,
  lowFareOrderNumber,
  orderNumber,
  positiveNumber,
  promotionCode,
  type Rule,
  referralCode,
  sex,
  zip,
} from '../../../src/domain/validation/index.ts';

const cases: [string, Rule, [string, string | undefined][]][] = [
  [
    'sex',
    sex,
    [
      ['0', undefined],
      ['1', undefined],
      ['2', 'e01'],
      ['M', 'e01'],
      ['', 'e00'],
    ],
  ],
  [
    'an address',
    address,
    [
      ['12 Queen Street', undefined],
      ['A'.repeat(35), undefined],
      ['A'.repeat(36), 'e01'],
      ['12, Queen St.', 'e01'],
      ['', 'e00'],
    ],
  ],
  [
    'a city',
    city,
    [
      ['Auckland', undefined],
      ['New York', undefined],
      ['A'.repeat(35), undefined],
      ['A'.repeat(36), 'e01'],
      ['Area 51', 'e01'],
    ],
  ],
  [
    'a zip code',
    zip,
    [
      ['1010', undefined],
      ['SW1A1AA', undefined],
      ['A'.repeat(17), undefined],
      ['A'.repeat(18), 'e01'],
      ['SW1A 1AA', 'e01'],
    ],
  ],
  [
    'an order number',
    orderNumber,
    [
      ['C1234567890123', undefined],
      ['C123456789012345678', undefined],
      ['Go1234567890123', undefined],
      ['C123456789012', 'e01'],
      ['C1234567890123456789', 'e01'],
      ['GO1234567890123', 'e01'],
      ['D1234567890123', 'e01'],
      ['c1234567890123', 'e01'],
    ],
  ],
  [
    'a low-fare order',
    lowFareOrderNumber,
    [
      [`FR${'1'.repeat(18)}`, undefined],
      [`FR${'A1'.repeat(9)}`, undefined],
      [`FR${'1'.repeat(17)}`, 'e01'],
      [`FR${'1'.repeat(19)}`, 'e01'],
      [`FX${'1'.repeat(18)}`, 'e01'],
    ],
  ],
  [
    'a captcha',
    captcha,
    [
      ['abcd', undefined],
      ['AB12cd', undefined],
      ['abc', 'e01'],
      ['abcdefg', 'e01'],
      ['ab-d', 'e01'],
    ],
  ],
  [
    'a promotion code',
    promotionCode,
    [
      ['ABC', undefined],
      ['A'.repeat(20), undefined],
      ['AB', 'e01'],
      ['A'.repeat(21), 'e01'],
      ['SAVE 10', 'e01'],
    ],
  ],
  [
    'a positive number',
    positiveNumber,
    [
      ['0', undefined],
      ['12.50', undefined],
      ['12.', 'e01'],
      ['-1', 'e01'],
      ['.5', 'e01'],
      ['1e3', 'e01'],
    ],
  ],
  [
    'a referral code',
    referralCode,
    [
      ['AB12CD', undefined],
      ['AB12C', 'e01'],
      ['AB12CDE', 'e01'],
      ['13800138000', undefined],
      ['23800138000', 'e01'],
      ['123456-123456', undefined],
      ['12345-1234567', undefined],
      ['12345-123456', 'e01'],
      [`${'1'.repeat(12)}-${'2'.repeat(12)}`, undefined],
      [`${'1'.repeat(12)}-${'2'.repeat(13)}`, 'e01'],
      ['123456-12345a', 'e01'],
    ],
  ],
  [
    'a login id',
    loginId,
    [
      ['123456789012', undefined],
      ['traveller@example.com', undefined],
      ['traveller', 'e01'],
      ['12 34', 'e01'],
      ['', 'e00'],
    ],
  ],
  [
    'a login password',
    loginPassword,
    [
      ['123456', undefined],
      ['12345678901', undefined],
      ['12345', 'e01'],
      ['abcdef', 'e01'],
      ['', 'e00'],
    ],
  ],
  [
    'a login captcha',
    loginCaptcha,
    [
      ['x7Kd', undefined],
      ['x7K', 'e01'],
      ['', 'e00'],
    ],
  ],
];

describe.each(cases)('%s', (_name, rule, table) => {
  it.each(table)('%j gives %s', (value, code) => {
    expect(checkValue(rule, value)?.code).toBe(code);
  });
});
