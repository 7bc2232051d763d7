import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PassengerForms } from '../../../src/domain/booking/funnel.ts';
import type { ExtrasStep, PassengersHandoff } from '../../../src/domain/booking/funnel-extras.ts';
import type { ResultsView, Selection } from '../../../src/domain/booking/funnel-selection.ts';
import {
  chosenSolutions,
  FUNNEL_KEY,
  handOffPassengers,
  keepPassengerForms,
  keptPassengerForms,
  type StoredFunnel,
} from '../../../src/stores/booking-funnel.ts';
import { $chosenDiscount, chosenDiscount, dropDiscount, keepDiscount } from '../../../src/stores/funnel-discount.ts';
import { bookingSoFar, keepExtras, keptExtras, passengersHandoff } from '../../../src/stores/funnel-extras.ts';
import { chooseSolutions } from '../../../src/stores/funnel-selection.ts';
import { keepResultsView, keptResultsView, RESULTS_VIEWS_KEPT } from '../../../src/stores/results-views.ts';

/** Session storage as the browser keeps it, for one test. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

/** Session storage as a private mode gives it: every use is refused. */
class RefusingStorage {
  getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}

const SESSION = 'exec-12345678';
const OTHER = 'exec-87654321';

const results: ResultsView = {
  args: 'sealed-search-1',
  execution: SESSION,
  dates: ['2026-12-18', '2026-12-28'],
  chosen: [{ set: 0, sol: '1.2', cabin: 0, familyId: 'ECONOMY_FLEX' }],
  sort: 'duration',
  filters: { stops: [0], dayParts: ['morning'] },
};
const selection: Selection = {
  args: 'sealed-search-1',
  execution: SESSION,
  chosen: [
    { set: 0, sol: '1.2', cabin: 0, familyId: 'ECONOMY_FLEX' },
    { set: 1, sol: '3.1', cabin: 0, familyId: 'ECONOMY_SAVER' },
  ],
};
const forms: PassengerForms = {
  execution: SESSION,
  forms: [
    { type: 'ADT', fields: { firstName: 'Mei', lastName: 'Lin' }, infantOf: '', save: false },
    { type: 'INF', fields: { firstName: 'Leo' }, infantOf: '0', psgId: 'a'.repeat(32), save: true },
  ],
  contact: { contactName: 'Mei Lin', areaCode: '64', region: 'NZ', phone: '211234567', email: 'mei@example.com', save: false },
  agreed: ['privacy', 'dangerousGoods'],
};
const handoff: PassengersHandoff = {
  execution: SESSION,
  passengers: [
    { type: 'ADT', firstName: 'Mei', lastName: 'Lin' },
    { type: 'INF', infantOf: 0, firstName: 'Leo', lastName: 'Lin' },
  ],
  contact: { contactName: 'Mei Lin', areaCode: '64', phone: '211234567', email: 'mei@example.com' },
};
const extras: ExtrasStep = {
  execution: SESSION,
  choices: { seats: { '0:0': '12A' }, bags: { '1:0': 2 }, meals: { '0:1': 'BBML' } },
  view: 'list',
  pending: { orderNo: 'C1234567890123456', fingerprint: '{"session":"exec-12345678"}', choices: { seats: { '0:0': '12A' }, bags: {}, meals: {} } },
};

let storage: MemoryStorage;

/** Writes the entry as another version of the pages could have left it. */
const store = (entry: unknown) => storage.setItem(FUNNEL_KEY, JSON.stringify(entry));
const stored = (): StoredFunnel => JSON.parse(storage.getItem(FUNNEL_KEY) ?? '{}') as StoredFunnel;

beforeEach(() => {
  storage = new MemoryStorage();
  Object.assign(globalThis, { sessionStorage: storage });
  dropDiscount();
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'sessionStorage');
});

describe('the booking funnel store', () => {
  it('gives every step back as it was kept, for its booking session', () => {
    keepResultsView(results);
    chooseSolutions(selection);
    keepPassengerForms(forms);
    handOffPassengers(handoff);
    keepExtras(extras);
    expect(keptResultsView(results.args)).toEqual(results);
    expect(chosenSolutions(SESSION)).toEqual(selection);
    expect(keptPassengerForms(SESSION)).toEqual(forms);
    expect(passengersHandoff(SESSION)).toEqual(handoff);
    expect(keptExtras(SESSION)).toEqual(extras);
    expect(Object.keys(stored()).sort()).toEqual(['extras', 'forms', 'passengers', 'results', 'selection']);
  });

  it('keeps every step in one session-storage entry, under a versioned key', () => {
    chooseSolutions(selection);
    handOffPassengers(handoff);
    expect([...storage.items.keys()]).toEqual(['booking:funnel:v1']);
  });

  it('reads a step of another booking session, or of none, as absent', () => {
    chooseSolutions(selection);
    keepPassengerForms(forms);
    handOffPassengers(handoff);
    keepExtras(extras);
    for (const asked of [OTHER, null]) {
      expect(chosenSolutions(asked)).toBeUndefined();
      expect(keptPassengerForms(asked)).toBeUndefined();
      expect(passengersHandoff(asked)).toBeUndefined();
      expect(keptExtras(asked)).toBeUndefined();
      expect(bookingSoFar(asked)).toBeUndefined();
    }
  });

  it('reads a step that fails its schema as absent, and the other steps stay', () => {
    const broken: Record<keyof StoredFunnel, unknown> = {
      results: [{ ...results, sort: 'cheapest' }],
      selection: { ...selection, chosen: [] },
      forms: { ...forms, forms: [{ ...forms.forms[0], type: 'PET' }] },
      passengers: { ...handoff, contact: { ...handoff.contact, email: 'mei@' } },
      extras: { ...extras, choices: { ...extras.choices, bags: { '1:0': 9 } } },
    };
    const good: StoredFunnel = { results: [results], selection, forms, passengers: handoff, extras };
    for (const step of Object.keys(broken) as (keyof StoredFunnel)[]) {
      store({ ...good, [step]: broken[step] });
      const read = {
        results: keptResultsView(results.args),
        selection: chosenSolutions(SESSION),
        forms: keptPassengerForms(SESSION),
        passengers: passengersHandoff(SESSION),
        extras: keptExtras(SESSION),
      };
      expect(read[step], step).toBeUndefined();
      for (const other of Object.keys(read) as (keyof StoredFunnel)[])
        if (other !== step) expect(read[other], `${other} beside a broken ${step}`).toBeDefined();
    }
  });

  it('reads an entry that is not JSON as nothing kept, and writes over it', () => {
    storage.setItem(FUNNEL_KEY, '{"selection":');
    expect(chosenSolutions(SESSION)).toBeUndefined();
    chooseSolutions(selection);
    expect(chosenSolutions(SESSION)).toEqual(selection);
  });

  it('does not read the keys the pages used before the store', () => {
    storage.setItem('booking:selection', JSON.stringify(selection));
    storage.setItem('booking:passengers', JSON.stringify(handoff));
    expect(chosenSolutions(SESSION)).toBeUndefined();
    expect(bookingSoFar(SESSION)).toBeUndefined();
  });

  it('keeps the results views of the latest searches, the one shown last first, and forgets the oldest', () => {
    const searches = Array.from({ length: RESULTS_VIEWS_KEPT + 1 }, (_, i) => ({ ...results, args: `sealed-search-${i}` }));
    for (const view of searches) keepResultsView(view);
    keepResultsView({ ...searches[1], sort: 'price' });
    expect(keptResultsView('sealed-search-0')).toBeUndefined();
    expect(keptResultsView('sealed-search-1')?.sort).toBe('price');
    expect(stored().results?.map((view) => view.args)).toEqual([
      'sealed-search-1',
      ...searches
        .slice(2)
        .reverse()
        .map((view) => view.args),
    ]);
  });

  it('gives the results view of a search back whichever booking session the page opens for it', () => {
    keepResultsView(results);
    expect(keptResultsView(results.args)?.execution).toBe(SESSION);
    expect(keptResultsView('another-search')).toBeUndefined();
  });

  it('gives the extras page the chosen flights with the passengers and contact handed on, only when both are there', () => {
    chooseSolutions(selection);
    expect(bookingSoFar(SESSION)).toBeUndefined();
    handOffPassengers(handoff);
    expect(bookingSoFar(SESSION)).toEqual({ ...selection, passengers: handoff.passengers, contact: handoff.contact });
    store({ passengers: handoff });
    expect(bookingSoFar(SESSION)).toBeUndefined();
  });

  it('drops the later steps of another booking session when flights are chosen in a new one, and keeps the results views', () => {
    keepResultsView(results);
    chooseSolutions(selection);
    keepPassengerForms(forms);
    handOffPassengers(handoff);
    keepExtras(extras);
    const next: Selection = { ...selection, execution: OTHER };
    chooseSolutions(next);
    expect(stored()).toEqual({ results: [results], selection: next });
    expect(chosenSolutions(OTHER)).toEqual(next);
    expect(keptResultsView(results.args)).toEqual(results);
  });

  it('keeps the passengers and the extras with their unpaid order when other flights are chosen in the same booking session', () => {
    chooseSolutions(selection);
    keepPassengerForms(forms);
    handOffPassengers(handoff);
    keepExtras(extras);
    const changed: Selection = { ...selection, chosen: [selection.chosen[0], { set: 1, sol: '4.1', cabin: 0, familyId: 'ECONOMY_FLEX' }] };
    chooseSolutions(changed);
    expect(chosenSolutions(SESSION)).toEqual(changed);
    expect(keptPassengerForms(SESSION)).toEqual(forms);
    expect(bookingSoFar(SESSION)?.passengers).toEqual(handoff.passengers);
    expect(keptExtras(SESSION)?.pending?.orderNo).toBe('C1234567890123456');
  });

  it('keeps a step written for another session beside the selection, without reading it for the selection’s session', () => {
    chooseSolutions(selection);
    keepExtras({ ...extras, execution: OTHER });
    expect(keptExtras(SESSION)).toBeUndefined();
    expect(keptExtras(OTHER)?.view).toBe('list');
  });

  it('goes on without throwing when storage is refused, and then keeps nothing', () => {
    Object.assign(globalThis, { sessionStorage: new RefusingStorage() });
    expect(() => {
      keepResultsView(results);
      chooseSolutions(selection);
      keepPassengerForms(forms);
      handOffPassengers(handoff);
      keepExtras(extras);
    }).not.toThrow();
    expect(keptResultsView(results.args)).toBeUndefined();
    expect(chosenSolutions(SESSION)).toBeUndefined();
    expect(bookingSoFar(SESSION)).toBeUndefined();
  });

  it('reads nothing where there is no session storage, as when a page is prerendered', () => {
    Reflect.deleteProperty(globalThis, 'sessionStorage');
    expect(chosenSolutions(SESSION)).toBeUndefined();
    expect(() => keepExtras(extras)).not.toThrow();
  });
});

describe('the discount step', () => {
  const discount = {
    execution: SESSION,
    discount: { code: 'WELCOME10' },
    amount: { amount: 1000, currency: 'NZD' },
    newTotal: { amount: 41000, currency: 'NZD' },
  };

  it('belongs to the booking session it was chosen in', () => {
    keepDiscount(discount);
    expect(chosenDiscount(SESSION)).toEqual(discount);
    expect(chosenDiscount(OTHER)).toBeUndefined();
    dropDiscount();
    expect($chosenDiscount.get()).toBeUndefined();
  });

  it('is kept while the page is open, never in session storage', () => {
    keepDiscount(discount);
    expect(storage.items.size).toBe(0);
  });

  it('goes when flights are chosen in another booking session, and stays for the same one', () => {
    keepDiscount(discount);
    chooseSolutions(selection);
    expect(chosenDiscount(SESSION)).toEqual(discount);
    chooseSolutions({ ...selection, execution: OTHER });
    expect($chosenDiscount.get()).toBeUndefined();
  });
});
