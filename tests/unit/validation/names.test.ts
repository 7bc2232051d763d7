import { describe, expect, it } from 'vitest';
import {
  cardName,
  checkValue,
  childFirstName,
  childMiddleName,
  chineseName,
  combinedName,
  contactName,
  englishFirstName,
  englishLastName,
  familyName,
  firstName,
  givenName,
  lastName,
  layoutMiddleName,
  middleName,
  type Rule,
} from '../../../src/domain/validation/index.ts';

type Case = [value: string, expected: string | undefined, params?: Record<string, number>];

function table(name: string, rule: Rule, cases: Case[], required = true) {
  describe(name, () => {
    it.each(cases)('%j gives %s', (value, expected, params) => {
      const found = checkValue(rule, value, required);
      expect(found?.code).toBe(expected);
      if (params) expect(found?.params).toEqual(params);
    });
  });
}

const a = (n: number) => 'A'.repeat(n);
const han = (n: number) => '张'.repeat(n);

table('a family name', familyName, [
  ['', 'e00'],
  ['WANG', undefined],
  ['wang', undefined],
  ['O NEIL', 'e01'],
  ['WANG1', 'e01'],
  ["O'NEIL", 'e01'],
  ['王', 'e01'],
  [a(48), undefined],
  [a(49), 'nameMax', { max: 48 }],
]);

table(
  'a middle name',
  middleName,
  [
    ['', undefined],
    ['MARIE', undefined],
    ['ANNE MARIE', undefined],
    ['ANNE MARIE LOU', 'e01'],
    ['ANNE-MARIE', 'e01'],
    [a(26), undefined],
    [a(27), 'midNameMax', { max: 26 }],
  ],
  false,
);

table('a given name of the surname-first layout', givenName, [
  ['', 'e00'],
  ['XIAOMING', undefined],
  ['XIAO MING', undefined],
  ['A B C', undefined],
  ['A B C D', 'gName'],
  ['XIAO1', 'gName'],
  [a(28), undefined],
  [a(29), 'gNameMax', { max: 28 }],
  ['XIAO  MING', 'gName'],
]);

table('a first name', firstName, [
  ['', 'e00'],
  ['JOHN', undefined],
  ['MARY ANN LEE', undefined],
  ['MARY ANN LEE JO', 'e01'],
  [a(28), undefined],
  [a(29), 'nameMax', { max: 28 }],
  ['J0HN', 'e01'],
]);

table(
  'a middle name of the first/middle/last layout',
  layoutMiddleName,
  [
    ['', undefined],
    ['PAUL', undefined],
    ['PAUL JOHN', undefined],
    ['PAUL JOHN LEE', 'e01'],
    [a(26), undefined],
    [a(27), 'midNameMax', { max: 26 }],
  ],
  false,
);

table('a last name', lastName, [
  ['', 'e00'],
  ['SMITH', undefined],
  ['VAN DYKE', 'e01'],
  [a(28), undefined],
  [a(29), 'nameMax', { max: 28 }],
]);

table("a child's first name", childFirstName, [
  ['ANNA', undefined],
  ['ANNA LEE', undefined],
  ['ANNA LEE JO', 'e01'],
  [a(28), undefined],
  [a(29), 'nameMax', { max: 28 }],
]);

table(
  "a child's middle name",
  childMiddleName,
  [
    ['', undefined],
    ['LEE', undefined],
    ['LEE JO', 'e01'],
    [a(26), undefined],
    [a(27), 'midNameMax', { max: 26 }],
  ],
  false,
);

table('an English first name', englishFirstName, [
  ['', 'e00'],
  ['XIAO MING LI', undefined],
  ['A B C D', 'e01'],
  [a(28), undefined],
  [a(29), 'nameMax', { max: 28 }],
]);

table('an English last name', englishLastName, [
  ['', 'e00'],
  ['OUYANG', undefined],
  ['DE LA', undefined],
  ['DE LA CRUZ', 'e01'],
  [a(54), undefined],
  [a(55), 'nameMax', { max: 54 }],
]);

table('a Chinese name', chineseName, [
  ['', 'e00'],
  ['张', 'cnNameMin', { min: 2 }],
  ['张三', undefined],
  ['ZHANG SAN', undefined],
  ['张 三 丰', undefined],
  ['张 三 丰 四', 'e01'],
  [han(11), undefined],
  [han(12), 'cnNameMax', { max: 11 }],
  ['张三1', 'e01'],
  [`${han(5)}${a(23)}`, undefined],
  [`${han(5)}${a(24)}`, 'nameMax', { max: 28 }],
]);

table("a contact's full name", contactName, [
  ['', 'e00'],
  ['ZHANG', undefined],
  ['ZHANG/SAN', undefined],
  ['JOHN SMITH', undefined],
  ['ZHANG/SAN/FENG', 'e01'],
  [han(12), undefined],
  [han(13), 'e01'],
  ['张三ZHANGSAN', undefined],
  [`${han(5)}${a(20)}`, undefined],
  [`${han(6)}${a(2)}`, 'e01'],
  [a(30), undefined],
  [a(31), 'nameMax', { max: 30 }],
  ['ZHANG1', 'e01'],
]);

table('the name on a membership card', cardName, [
  ['', 'e00'],
  ['ZHANG SAN', undefined],
  ['张三', undefined],
  ['张 SAN', undefined],
  ['ZHANG-SAN', 'e01'],
  ['ZHANG3', 'e01'],
]);

describe('the combined passenger name GIVEN/LAST', () => {
  it.each([
    ['A', 'B', undefined, undefined],
    [a(28), a(20), undefined, undefined],
    [a(29), 'B', 'fullNameMax', 28],
    [a(28), a(21), 'fullNameMax', 48],
    [a(20), a(28), undefined, undefined],
    [a(20), a(29), 'fullNameMax', 48],
  ])('%s / %s gives %s', (given, last, code, max) => {
    const found = combinedName(given, last);
    expect(found?.code).toBe(code);
    if (max) expect(found?.params).toEqual({ max });
  });
});
