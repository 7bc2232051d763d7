/** The fixed time of API tests, and of the demo data their template databases hold. */
export const TEST_NOW = '2026-11-21T08:00:00.000Z';
