import metadata from 'libphonenumber-js/metadata.min.json';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { regionCallingCodes } from '../../../src/domain/area-codes.ts';
import { CALLING_CODE_REGIONS } from '../../../src/domain/reference/calling-codes.ts';

describe('the calling-code table the browser names countries from', () => {
  it('gives every region the calling code of the numbering plan the server checks phones with', () => {
    const fromTable = regionCallingCodes('en').map(({ region, code }): [string, string] => [region, code]);
    const fromPlan = getCountries().map((region): [string, string] => [region, getCountryCallingCode(region)]);
    expect(new Map(fromTable)).toEqual(new Map(fromPlan));
    expect(fromTable).toHaveLength(fromPlan.length);
  });

  it('names the main region of a shared code first, as the plan does', () => {
    expect(CALLING_CODE_REGIONS).toEqual(metadata.country_calling_codes);
  });
});
