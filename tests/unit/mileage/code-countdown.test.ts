import { describe, expect, it } from 'vitest';
import { announcementPassed, clockOf, secondsUntil } from '../../../src/domain/mileage/code-countdown.ts';

describe('the one-time code’s clock', () => {
  it('counts whole seconds up to the end, never below zero', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 12_000)).toBe(0);
  });

  it('shows minutes and two-digit seconds', () => {
    expect(clockOf(600)).toBe('10:00');
    expect(clockOf(65)).toBe('1:05');
    expect(clockOf(0)).toBe('0:00');
    expect(clockOf(-3)).toBe('0:00');
  });

  it('is announced at five, two and one minute and at the end, not each second', () => {
    expect(announcementPassed(301, 300)).toBe(300);
    expect(announcementPassed(300, 299)).toBeUndefined();
    expect(announcementPassed(121, 120)).toBe(120);
    expect(announcementPassed(61, 60)).toBe(60);
    expect(announcementPassed(1, 0)).toBe(0);
    expect(announcementPassed(599, 598)).toBeUndefined();
  });

  it('announces only the latest moment a sleeping tab slept through', () => {
    expect(announcementPassed(400, 90)).toBe(120);
    expect(announcementPassed(400, 0)).toBe(0);
  });
});
