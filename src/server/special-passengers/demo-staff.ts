import type { DemoStep } from '../db/seed.ts';
import { createRequestLimits } from '../member/request-limits.ts';
import { createStaffAccounts } from './staff-accounts.ts';

/** The demo reviewer of special-passenger registrations. Demo data only: an airline adds its own staff (npm run staff-account). */
export const DEMO_REVIEWER = { username: 'demo-reviewer', password: 'review-2468' } as const;

export function demoStaffStep(): DemoStep {
  return async (handle, clock) => {
    await createStaffAccounts({ db: handle, clock, limits: createRequestLimits({ db: handle, clock }) }).setPassword(
      DEMO_REVIEWER.username,
      DEMO_REVIEWER.password,
    );
  };
}
