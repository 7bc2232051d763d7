import { describe, expect, it } from 'vitest';
import { summaryIssues } from '../../../src/islands/passengers/passenger-summary.ts';

const labels = {
  field: (index: number, field: string) => `P${index + 1} ${field}`,
  contact: (field: string) => `contact ${field}`,
  notices: 'notices',
};

describe('the error summary of the passengers page', () => {
  it('lists the wrong fields in the order of the page, each linked to its control', () => {
    const issues = {
      'notices.terms': {},
      'contact.email': {},
      '1.surname': {},
      '0.documentExpiry': {},
      '0.givenName': {},
      '0.sex': {},
      'contact.contactName': {},
    };
    expect(summaryIssues(issues, 'surnameGiven', labels)).toEqual([
      { key: '0.givenName', target: 'psg-0-givenName', label: 'P1 givenName' },
      { key: '0.sex', target: 'psg-0-sex', label: 'P1 sex' },
      { key: '0.documentExpiry', target: 'psg-0-documentExpiry', label: 'P1 documentExpiry' },
      { key: '1.surname', target: 'psg-1-surname', label: 'P2 surname' },
      { key: 'contact.contactName', target: 'psg-contact-contactName', label: 'contact contactName' },
      { key: 'contact.email', target: 'psg-contact-email', label: 'contact email' },
      { key: 'notices.terms', target: 'psg-notices', label: 'notices' },
    ]);
  });

  it('follows the name layout of the site', () => {
    const found = summaryIssues({ '0.lastName': {}, '0.firstName': {} }, 'firstMiddleLast', labels);
    expect(found.map((issue) => issue.key)).toEqual(['0.firstName', '0.lastName']);
  });

  it('makes the unticked notices one item, as they are one block', () => {
    const found = summaryIssues({ 'notices.a': {}, 'notices.b': {} }, 'surnameGiven', labels);
    expect(found).toEqual([{ key: 'notices.a', target: 'psg-notices', label: 'notices' }]);
  });
});
