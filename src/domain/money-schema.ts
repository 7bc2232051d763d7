import * as v from 'valibot';

/**
 * Money as the API carries it. It lives apart from `money.ts`, which every page's header loads to format prices:
 * importing the schema library there would put all of it in that shared file.
 */
export const MoneySchema = v.object({ amount: v.number(), currency: v.string() });
