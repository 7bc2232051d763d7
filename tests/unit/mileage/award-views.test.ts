import { describe, expect, it } from 'vitest';
import type { AwardSlice } from '../../../src/domain/mileage/schemas.ts';
import { AwardBaggage } from '../../../src/islands/mileage/AwardBaggage.tsx';
import { AwardRibbon } from '../../../src/islands/mileage/AwardRibbon.tsx';
import { AwardRow } from '../../../src/islands/mileage/AwardRow.tsx';
import { AwardSummary } from '../../../src/islands/mileage/AwardSummary.tsx';
import { AwardTripSummary } from '../../../src/islands/mileage/AwardTripSummary.tsx';
import { TravellerPicker } from '../../../src/islands/mileage/TravellerPicker.tsx';
import { SELECTION } from './fixtures.ts';
import { f, html, t, textOf } from './render.ts';

const nzd = (amount: number) => ({ amount, currency: 'NZD' });
const row: AwardSlice['rows'][number] = {
  sol: '1.1',
  flights: [
    { flightNo: 'CZ306', from: 'AKL', to: 'CAN', departure: '2026-12-01T09:00', arrival: '2026-12-01T17:00', minutes: 720, aircraft: '789' },
    { flightNo: 'CZ3001', from: 'CAN', to: 'PKX', departure: '2026-12-01T19:00', arrival: '2026-12-02T01:15', minutes: 195, aircraft: '321' },
  ],
  minutes: 1095,
  stops: 1,
  cells: [
    { cabin: 0, miles: 30_000, taxes: nzd(12_345), seatsLeft: 9 },
    { cabin: 2, miles: 75_000, taxes: nzd(12_345), seatsLeft: 2 },
    { cabin: 3, miles: null, taxes: null, seatsLeft: 0 },
  ],
};
const noop = () => undefined;

describe('an award itinerary', () => {
  it('offers each cabin with award seats as a button of miles plus taxes, pressed when chosen', () => {
    const markup = html(AwardRow, { row, chosen: 2, onChoose: noop, t, f });
    expect(markup).toContain('aria-pressed="false"');
    expect(markup).toContain('aria-pressed="true"');
    expect(textOf(markup)).toContain('Economy 30,000 miles + NZ$123.45');
    expect(textOf(markup)).toContain('Business 75,000 miles + NZ$123.45 Seats left: 2');
  });

  it('shows a cabin without award seats as unavailable text, not a button', () => {
    const markup = html(AwardRow, { row, chosen: null, onChoose: noop, t, f });
    expect(markup.match(/<button/g)).toHaveLength(2);
    expect(textOf(markup)).toContain('First: no award seats');
    expect(textOf(markup)).toContain('+1 day');
    expect(textOf(markup)).toContain('via CAN');
  });
});

describe('the ribbon of days', () => {
  const slice: AwardSlice = {
    set: 0,
    date: '2026-12-02',
    rows: [],
    ribbon: [
      { date: '2026-12-01', miles: 30_000 },
      { date: '2026-12-02', miles: 25_000 },
      { date: '2026-12-03', miles: null },
    ],
  };

  it('names the direction, marks the day shown, and does not offer a day without award seats', () => {
    const markup = html(AwardRibbon, { slice, direction: 'Outbound', busy: true, onChoose: noop, t, f });
    expect(markup).toContain('aria-label="Award seats around your date: Outbound"');
    expect(markup.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(markup.match(/disabled=""/g)).toHaveLength(1);
    expect(markup).toContain('aria-disabled="true"');
    expect(textOf(markup)).toContain('25,000 miles');
    expect(textOf(markup)).toContain('No award seats');
  });
});

describe('the award’s price', () => {
  it('says it is being priced', () => {
    expect(textOf(html(AwardSummary, { load: { state: 'loading' }, short: 'short', onContinue: noop, t, f }))).toContain('Pricing your award…');
  });

  it('says why it could not be priced', () => {
    const markup = html(AwardSummary, { load: { state: 'failed', message: 'Sold out' }, short: 'short', onContinue: noop, t, f });
    expect(markup).toContain('role="alert"');
    expect(textOf(markup)).toContain('Sold out');
  });

  it('shows the miles and taxes of each passenger type, the totals, the balance after, and the way on', () => {
    const text = textOf(html(AwardSummary, { load: { state: 'ready', quote: SELECTION.quote }, short: 'short', onContinue: noop, t, f }));
    expect(text).toContain('1 × Adult 60,000 miles NZ$240.00');
    expect(text).toContain('1 × Child 45,000 miles NZ$180.00');
    expect(text).toContain('Total 105,000 miles NZ$420.00');
    expect(text).toContain('Total: 105,000 miles + NZ$420.00');
    expect(text).toContain('Balance after this booking 95,000');
    expect(text).toContain('Continue to travellers');
  });

  it('does not go on when the balance is short of the miles, and says so', () => {
    const quote = { ...SELECTION.quote, balance: 1_000 };
    const markup = html(AwardSummary, { load: { state: 'ready', quote }, short: 'Not enough miles', onContinue: noop, t, f });
    expect(textOf(markup)).toContain('Not enough miles');
    expect(textOf(markup)).toContain('Balance after this booking 0');
    expect(markup).not.toContain('Continue to travellers');
  });

  it('lists each flight’s baggage for each passenger type of the party', () => {
    const quote = {
      ...SELECTION.quote,
      segments: [
        { ...SELECTION.quote.segments[0], baggage: { ADT: { pieces: 1, kg: 20 } } },
        { ...SELECTION.quote.segments[1], baggage: { ADT: { pieces: 0, kg: 20 }, CNN: { pieces: 0, kg: 0 } } },
      ],
    };
    const text = textOf(html(AwardBaggage, { quote, t, f }));
    expect(text).toContain('Flight Adult Child');
    expect(text).toContain('CZ306 AKL–CAN 1 × 20 kg Not included');
    expect(text).toContain('CZ305 CAN–AKL 20 kg in total Not included');
  });
});

describe('the award on the book page', () => {
  it('names each direction with its flights and cabin, and links back to change them', () => {
    const text = textOf(html(AwardTripSummary, { selection: SELECTION, changeHref: '/tk/nz/en/mileage/flights/?args=x', t, f }));
    expect(text).toContain('Outbound · Tuesday, December 1, 2026 · Economy');
    expect(text).toMatch(/CZ306 AKL 9:00\sAM → CAN 5:00\sPM/);
    expect(text).toContain('Return');
    expect(text).toContain('Change flights');
  });

  it('names a one-way award’s flight', () => {
    const oneWay = { ...SELECTION, tripType: 'S' as const, choices: SELECTION.choices.slice(0, 1), flights: SELECTION.flights.slice(0, 1) };
    expect(textOf(html(AwardTripSummary, { selection: oneWay, changeHref: '#', t, f }))).toContain('Your flight');
  });

  it('lists the member’s travellers with their type, birthday and document, and the error of a wrong pick', () => {
    const traveller = (psgId: string, name: string, birthday: string) => ({
      psgId,
      name,
      birthday,
      self: false,
      certificates: [{ type: 'PP', number: '*****0001', expiry: '2031-01-01' }],
    });
    const markup = html(TravellerPicker, {
      travellers: [
        { traveller: traveller('P1', 'LIN/MEI', '1988-04-12'), type: 'ADT' },
        { traveller: { ...traveller('P2', 'LIN/AVA', '2019-06-01'), certificates: [] }, type: undefined },
      ],
      party: { adt: 1, cnn: 1, inf: 0 },
      picked: new Set(['P1']),
      error: 'Please tick exactly: adults 1, children 1, infants 0.',
      onToggle: noop,
      documentName: () => 'Passport',
      t,
    });
    const text = textOf(markup);
    expect(text).toContain('Tick who travels from your saved passengers: adults 1, children 1, infants 0.');
    expect(text).toContain('LIN/MEI Adult, born 1988-04-12 · Passport *****0001');
    expect(text).toContain('LIN/AVA age not known, born 2019-06-01');
    expect(markup.match(/checked=""/g)).toHaveLength(1);
    // The picker takes the focus when its pick is wrong, and reads its message with it: the message itself is quiet.
    const errorId = markup.match(/<p id="([^"]+)" class="ui-error">/)?.[1];
    expect(markup).toMatch(new RegExp(`<fieldset[^>]*aria-describedby="[^"]*${errorId}"`));
    expect(markup).not.toContain('role="alert"');
  });
});

describe('the award pages’ formatting', () => {
  it('writes miles as a number of the language, and minutes with their own plural', () => {
    expect(f.miles(1234567)).toBe('1,234,567');
    expect(f.milesAmount(30_000)).toBe('30,000 miles');
    expect(f.minutes(1)).toBe('1 minute');
    expect(f.minutes(10)).toBe('10 minutes');
  });

  it('says baggage by pieces, by weight, or as not included', () => {
    expect(f.baggage({ pieces: 2, kg: 23 })).toBe('2 × 23 kg');
    expect(f.baggage({ pieces: 0, kg: 20 })).toBe('20 kg in total');
    expect(f.baggage({ pieces: 0, kg: 0 })).toBe('Not included');
  });
});
