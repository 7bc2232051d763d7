import { describe, expect, it } from 'vitest';
import { contactPhoneText } from '../../../src/domain/saved-data/contact-phone.ts';

describe('the phone of a saved contact as the contacts page shows it', () => {
  it('is grouped the way its country writes numbers, after its calling code', () => {
    expect(contactPhoneText({ areaCode: '64', phone: '211234567' })).toBe('+64 21 123 4567');
    expect(contactPhoneText({ areaCode: '+86', phone: '13800138000' })).toBe('+86 138 0013 8000');
  });

  it('is shown as saved when the numbering plan does not know the calling code', () => {
    expect(contactPhoneText({ areaCode: '999', phone: '12345' })).toBe('+999 12345');
  });
});
