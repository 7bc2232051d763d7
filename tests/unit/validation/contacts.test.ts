import { describe, expect, it } from 'vitest';
import { areaCode, checkValue, email, LENGTHS_UNCHECKED, numberingPlan, phone } from '../../../src/domain/validation/index.ts';

describe('a calling code', () => {
  it.each([
    ['86', undefined],
    ['+86', undefined],
    ['1', undefined],
    ['12345', undefined],
    ['123456', 'e01'],
    ['+', 'e01'],
    ['8a', 'e01'],
    ['++86', 'e01'],
    ['', 'e00'],
  ])('%j gives %s', (value, code) => {
    expect(checkValue(areaCode, value)?.code).toBe(code);
  });
});

describe('a phone number', () => {
  it.each([
    ['86', '13800138000', undefined],
    ['+86', '13800138000', undefined],
    ['86', '23800138000', 'phone'],
    ['86', '1380013800', 'phone'],
    ['86', '138001380001', 'phone'],
    ['86', '1380013800a', 'phone'],
    ['64', '211234567', undefined],
    ['61', '412345678', undefined],
    ['1', '6045551234', undefined],
    ['44', '7911123456', undefined],
    ['852', '91234567', undefined],
    ['82', '1012345678', undefined],
    ['1', '12345', 'phone'],
    ['1', '1234', 'phone'],
    ['1', '604555123', 'phone'],
    ['1', '60455512345', 'phone'],
    ['44', '12', 'phone'],
    ['49', '1'.repeat(16), 'phone'],
    ['999', '1'.repeat(15), undefined],
    ['999', '1'.repeat(16), 'phone'],
    ['64', '21 123 4567', 'phone'],
    ['64', '1'.repeat(21), 'phone'],
    ['64', '', 'e00'],
  ])('+%s %j gives %s', (code, value, expected) => {
    expect(checkValue(phone(code, numberingPlan), value)?.code).toBe(expected);
  });

  it.each([
    ['1', '604555123', undefined],
    ['49', '1'.repeat(16), undefined],
    ['1', '1234', 'phone'],
    ['86', '1380013800', 'phone'],
    ['64', '21 123 4567', 'phone'],
  ])('+%s %j gives %s before the page has loaded the numbering plan: only the lengths the plan alone rules out pass', (code, value, expected) => {
    expect(checkValue(phone(code, LENGTHS_UNCHECKED), value)?.code).toBe(expected);
  });
});

describe('an e-mail address', () => {
  const rule = email(['mailinator.com']);
  it.each([
    ['traveller@example.com', undefined],
    ['first.last-name_1@mail.example.co.uk', undefined],
    ['a@b.co', undefined],
    ['', 'e00'],
    ['no-at-sign.example.com', 'e01'],
    ['two@@example.com', 'e01'],
    ['a@b@c.com', 'e01'],
    ['@example.com', 'emailPart'],
    ['space in@example.com', 'emailPart'],
    ['.lead@example.com', 'emailPart'],
    ['double..dot@example.com', 'emailPart'],
    [`${'a'.repeat(64)}@example.com`, undefined],
    [`${'a'.repeat(65)}@example.com`, 'emailPart'],
    ['user@localhost', 'emailPart'],
    ['user@exa mple.com', 'emailPart'],
    ['user@example..com', 'emailPart'],
    [`user@${'a'.repeat(64)}.com`, 'emailPart'],
    [`${'a'.repeat(60)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}.com`, undefined],
    [`${'a'.repeat(60)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(62)}.com`, 'e01'],
    ['someone@yahoo.com', 'e01_1'],
    ['someone@YAHOO.co.jp', 'e01_1'],
    ['someone@mail.yahoo.com', 'e01_1'],
    ['someone@ymail.com', 'e01_1'],
    ['someone@notyahoo.com', undefined],
    ['temp@mailinator.com', 'emailPart'],
    ['temp@eu.mailinator.com', 'emailPart'],
  ])('%j gives %s', (value, code) => {
    expect(checkValue(rule, value)?.code).toBe(code);
  });
});
