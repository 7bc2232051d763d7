/* The kinds of booking notices, apart from their schemas so that a page may name them without the schema library. */

/** The notice keys of spec 3, the only values protocolKey takes. */
export const NOTICE_KEYS = ['PKX', 'oq', 'oqtntl', 'GDPR', 'PNP', 'GCCPB', 'BR', 'seat', 'seatP', 'baggage', 'TPLB', 'member', 'KBLY'] as const;
export type NoticeKey = (typeof NOTICE_KEYS)[number];

/** protocolType of spec 3: a basic notice of every booking, or one about an addition (seats, baggage). */
export const PROTOCOL_TYPE = { basic: 0, addition: 1 } as const;
export type ProtocolType = (typeof PROTOCOL_TYPE)[keyof typeof PROTOCOL_TYPE];

/** What the notices are for: a cash booking or a booking paid with miles. */
export const BOOKING_KINDS = ['booking', 'mileage'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/**
 * What a traveller does with a notice: `consent` is a term the law or the fare makes them accept one by one (the
 * contract, a consent to data processing), each with a box of its own; `information` is only to be read, and all
 * such notices of a booking are acknowledged together with one box.
 */
export const ACKNOWLEDGEMENTS = ['consent', 'information'] as const;
export type Acknowledgement = (typeof ACKNOWLEDGEMENTS)[number];
