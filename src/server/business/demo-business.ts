import type { DemoStep } from '../db/seed.ts';
import { saveBusinessAccount } from './business-accounts.ts';

/** The demo companies' business-travel accounts: demo data only, at addresses no one receives (the outbox keeps their mail). */
export const DEMO_BUSINESS_ACCOUNTS = [
  {
    companyCode: 'DEMOTRADE',
    name: 'Demo Trading Co. (demo)',
    email: 'travel-desk@demo-trading.airline.example',
    discountPercent: 8,
    invoiceTitle: 'Demo Trading Co. Ltd',
    taxId: 'DEMO-TAX-0001',
    invoiceAddress: '1 Demo Street, Auckland 1010, New Zealand',
    demo: true,
  },
  {
    companyCode: 'DEMOLOGIS',
    name: 'Demo Logistics (demo)',
    email: 'bookings@demo-logistics.airline.example',
    discountPercent: 12,
    invoiceTitle: 'Demo Logistics Pte Ltd',
    taxId: 'DEMO-TAX-0002',
    invoiceAddress: '2 Demo Road, Singapore 018989',
    demo: true,
  },
] as const;

export function demoBusinessStep(): DemoStep {
  return async (handle, clock) => {
    for (const account of DEMO_BUSINESS_ACCOUNTS) await saveBusinessAccount(handle, clock, account);
  };
}
