import { describe, expect, it } from 'vitest';
import type { Acknowledgement, Notice, NoticeKey } from '../../../src/domain/content/booking-notices.ts';
import { groupNotices, READ_NOTICES, requiredTicks } from '../../../src/islands/passengers/notice-ticks.ts';
import { airportsOf } from '../../../src/islands/passengers/trip-facts.ts';

const notice = (protocolKey: NoticeKey, acknowledgement: Acknowledgement): Notice => ({
  site: 'all',
  languageBooking: 'en',
  protocolName: protocolKey,
  protocolUrl: `/tk/nz/en/info/${protocolKey}/`,
  protocolUrlTemplate: `/tk/{site}/{lang}/info/${protocolKey}/`,
  orderNo: 0,
  protocolKey,
  protocolType: 0,
  acknowledgement,
});

describe('the boxes of the booking notices', () => {
  it('are one per consent and one for all the notices to read, in the order given', () => {
    const notices = [notice('GCCPB', 'consent'), notice('PNP', 'information'), notice('GDPR', 'consent'), notice('oq', 'information')];
    expect(requiredTicks(notices)).toEqual(['GCCPB', 'GDPR', READ_NOTICES]);
    expect(groupNotices(notices).information.map((n) => n.protocolKey)).toEqual(['PNP', 'oq']);
  });

  it('have no box to acknowledge reading when there is nothing only to read', () => {
    expect(requiredTicks([notice('GCCPB', 'consent')])).toEqual(['GCCPB']);
    expect(requiredTicks([])).toEqual([]);
  });
});

describe('the airports a trip touches', () => {
  it('are each airport of the chosen flights once, in the order of the trip', () => {
    const slices = [
      {
        flights: [
          { from: 'SYD', to: 'PKX' },
          { from: 'PKX', to: 'CAN' },
        ],
      },
      { flights: [{ from: 'CAN', to: 'SYD' }] },
    ];
    expect(airportsOf(slices)).toEqual(['SYD', 'PKX', 'CAN']);
  });
});
