import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AWARD_FUNNEL_KEY, chooseAward, chosenAward, keepPendingAward, pendingAward } from '../../../src/stores/award-funnel.ts';
import { MemoryStorage, SELECTION } from './fixtures.ts';

let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  Object.assign(globalThis, { sessionStorage: storage });
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'sessionStorage');
});

describe('the award kept between the results and the book page', () => {
  it('is read back for its own booking session only', () => {
    chooseAward(SELECTION);
    expect(chosenAward('exec12345678')).toEqual(SELECTION);
    expect(chosenAward('another-session')).toBeUndefined();
    expect(chosenAward(null)).toBeUndefined();
  });

  it('keeps the unpaid order of its session, and forgets it on request', () => {
    chooseAward(SELECTION);
    keepPendingAward({ execution: 'exec12345678', orderNo: 'C1', fingerprint: 'f' });
    expect(pendingAward('exec12345678')?.orderNo).toBe('C1');
    chooseAward(SELECTION);
    expect(pendingAward('exec12345678')?.orderNo).toBe('C1');
    keepPendingAward(undefined);
    expect(pendingAward('exec12345678')).toBeUndefined();
  });

  it('drops an unpaid order of another session when a new award is chosen', () => {
    keepPendingAward({ execution: 'old-session-1', orderNo: 'C1', fingerprint: 'f' });
    chooseAward(SELECTION);
    expect(pendingAward('old-session-1')).toBeUndefined();
  });

  it('reads an entry of another shape, or one that is not JSON, as nothing', () => {
    storage.setItem(AWARD_FUNNEL_KEY, JSON.stringify({ selection: { execution: 'exec12345678' } }));
    expect(chosenAward('exec12345678')).toBeUndefined();
    storage.setItem(AWARD_FUNNEL_KEY, '{not json');
    expect(chosenAward('exec12345678')).toBeUndefined();
    storage.setItem(AWARD_FUNNEL_KEY, '[]');
    expect(pendingAward('exec12345678')).toBeUndefined();
  });

  it('works on without storage, forgetting', () => {
    Reflect.deleteProperty(globalThis, 'sessionStorage');
    chooseAward(SELECTION);
    keepPendingAward(undefined);
    expect(chosenAward('exec12345678')).toBeUndefined();
  });
});
