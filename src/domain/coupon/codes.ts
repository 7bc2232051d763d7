import * as v from 'valibot';
import { textField } from '../validation/field-schema.ts';
import { promotionCode } from '../validation/general.ts';

/** Spec 5: a promotion code (and a coupon's code to bind) is 3 to 20 letters or digits; letter case does not matter. */
export const discountCodeField = v.pipe(textField(promotionCode), v.toUpperCase());

/** Letters and digits that do not read alike (no I, O, 0 or 1), as in record locators. */
export const COUPON_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A member coupon's public id: CP and twelve of those characters. */
export const COUPON_ID = /^CP[A-HJ-NP-Z2-9]{12}$/;
export const couponIdField = v.pipe(v.string('e00'), v.nonEmpty('e00'), v.regex(COUPON_ID, 'e01'));
