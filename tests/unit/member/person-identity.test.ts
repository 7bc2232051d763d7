import { describe, expect, it } from 'vitest';
import { normalisedEmail, normalisedPhone } from '../../../src/domain/member/person-identity.ts';

describe('recognising one person under another spelling', () => {
  it('takes an e-mail address to its mailbox: case, surrounding spaces and a sub-address tag do not count', () => {
    expect(normalisedEmail(' Mei.Lin+Fares@Example.COM ')).toBe('mei.lin@example.com');
    expect(normalisedEmail('mei.lin@example.com')).not.toBe(normalisedEmail('meilin@example.com'));
  });

  it('ignores the dots of a Gmail address and knows googlemail.com as gmail.com', () => {
    expect(normalisedEmail('W.en.Li@googlemail.com')).toBe(normalisedEmail('wenli@gmail.com'));
  });

  it('reads a phone as its digits without the trunk prefix, whatever the calling code was typed with', () => {
    expect(normalisedPhone('+64', '021 123-4567')).toBe(normalisedPhone('64', '211234567'));
    expect(normalisedPhone('64', '211234567')).not.toBe(normalisedPhone('61', '211234567'));
  });
});
