/** The sandbox provider's test cards as a traveller types them (see src/server/payment/sandbox/test-cards.ts). */
export const CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', insufficient: '4000 0000 0000 9995', challenge: '4000 0000 0000 3220' };
