import * as v from 'valibot';

/** The six digits mailed to a company's travel desk (defined here: the mileage schemas import the order's, which import this). */
const MAILED_CODE = /^\d{6}$/;

/** A company's code as the airline issues it: 3 to 20 letters and digits, written in any case. */
export const COMPANY_CODE = /^[A-Z0-9]{3,20}$/;

const companyCodeField = v.pipe(v.string('e00'), v.trim(), v.nonEmpty('e00'), v.toUpperCase(), v.regex(COMPANY_CODE, 'e01'));

/**
 * POST /api/bizPax/auth (spec 7): the company code alone asks for a code at the company's registered e-mail address;
 * with the code, the logged-in member is verified as the company's traveller.
 */
export const BizPaxAuthBodySchema = v.object({
  companyCode: companyCodeField,
  code: v.optional(v.pipe(v.string('e00'), v.trim(), v.regex(MAILED_CODE, 'e01'))),
});

/** A company a member travels for, as the pages show it. */
export const BusinessCompanySchema = v.object({ companyCode: v.string(), name: v.string(), discountPercent: v.number() });
export type BusinessCompany = v.InferOutput<typeof BusinessCompanySchema>;

export const BizPaxAuthReplySchema = v.variant('status', [
  v.object({ status: v.literal('codeSent'), sentTo: v.string(), expiresIn: v.number() }),
  v.object({ status: v.literal('verified'), company: BusinessCompanySchema }),
]);

export const BusinessAccountReplySchema = v.object({ company: v.nullable(BusinessCompanySchema) });

/** Who a business traveller's invoice is made out to (the order's invoice details). */
export const InvoiceSchema = v.object({ companyCode: v.string(), title: v.string(), taxId: v.string(), address: v.string() });
export type Invoice = v.InferOutput<typeof InvoiceSchema>;

/** A fare with a company's negotiated share taken off, in minor units rounded to whole units as fares are. */
export function negotiatedFare(fare: number, percent: number): number {
  return Math.round((fare * (100 - percent)) / 100 / 100) * 100;
}
