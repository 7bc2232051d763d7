import { createSeatSales } from './airline/inventory/seat-sales.ts';
import { addressHasher } from './booking/booking-address.ts';
import { downloadGrants } from './booking/download-grants.ts';
import { createExtrasService } from './booking/extras-service.ts';
import { createGuestOrders } from './booking/guest-orders.ts';
import { createHoldExpiry } from './booking/hold-expiry.ts';
import { createOrderConfirmations } from './booking/order-confirmations.ts';
import { createOrderService } from './booking/orders.ts';
import { createItineraryReceipts, DEFAULT_RECEIPT_FONT } from './booking/receipt/itinerary-receipt.ts';
import { createReceiptDownloads } from './booking/receipt-downloads.ts';
import { createTicketing, type OnTicketed } from './booking/ticketing.ts';
import { createBusinessAccounts } from './business/business-accounts.ts';
import { createCaptchaService } from './captcha/captcha-service.ts';
import { createCaptchaWithoutImage } from './captcha/captcha-without-image.ts';
import { createProofOfWork, type ProofOfWorkSettings } from './captcha/proof-of-work.ts';
import { createCodeGuard } from './coupon/code-guard.ts';
import { createDiscountQuotes } from './coupon/discount-quotes.ts';
import { createMemberCoupons } from './coupon/member-coupons.ts';
import { createPromotions } from './coupon/promotions.ts';
import type { DbHandle } from './db/connect.ts';
import { createHealth } from './health.ts';
import { alertTokens } from './low-price/alert-tokens.ts';
import { createLowPriceAlerts } from './low-price/low-price-alerts.ts';
import { createLowPriceWatcher } from './low-price/low-price-watcher.ts';
import type { Mailer } from './mail/mailer.ts';
import { type ConfirmationSender, composedBy } from './mail/order-mails.ts';
import { pageLinks } from './mail/page-links.ts';
import { createEmailVerification } from './member/email-verification.ts';
import { createExchangeKeys } from './member/exchange-keys.ts';
import { createLoginLimits } from './member/login-limits.ts';
import { createLoginService } from './member/login-service.ts';
import { createMemberAccount } from './member/member-account.ts';
import { createMemberTokens } from './member/member-tokens.ts';
import { createMembers } from './member/members.ts';
import { createPasswordRecovery } from './member/password-recovery.ts';
import { createPendingRegistrations } from './member/pending-registrations.ts';
import { createRegistration } from './member/registration.ts';
import { createRequestLimits } from './member/request-limits.ts';
import { createSessions } from './member/sessions.ts';
import { createOidcClients } from './member/sns/oidc-clients.ts';
import type { SnsProviderConfig } from './member/sns/provider-config.ts';
import { createSnsBindings } from './member/sns/sns-bindings.ts';
import { createSnsPopUp } from './member/sns/sns-pop-up.ts';
import { createSnsService } from './member/sns/sns-service.ts';
import { createSnsTokens } from './member/sns/sns-tokens.ts';
import { DEFAULT_AWARD_BAGGAGE_REGION } from './miles/award-baggage.ts';
import { createAwardOrders } from './miles/award-orders.ts';
import { createAwardSearch } from './miles/award-search.ts';
import { createAwardTravellers } from './miles/award-travellers.ts';
import { createMilesLedger } from './miles/miles-ledger.ts';
import { createVerificationCodes } from './miles/verification-codes.ts';
import { createPaymentRefresh } from './payment/payment-refresh.ts';
import { createPayments } from './payment/payments.ts';
import type { PaymentProvider } from './payment/provider.ts';
import type { Clock } from './platform/clock.ts';
import type { Logger } from './platform/logger.ts';
import type { Secrets } from './platform/secrets.ts';
import { createAccountClosing } from './privacy/account-closing.ts';
import { createMemberDataExport } from './privacy/member-data-export.ts';
import { createSavedContacts } from './saved-data/saved-contacts.ts';
import { createSavedPassengers } from './saved-data/saved-passengers.ts';
import { createExecutionService } from './shop/executions.ts';
import { createRangeLowest } from './shop/range-lowest.ts';
import { createSearchService } from './shop/search-service.ts';
import type { SmsSender } from './sms/sms-sender.ts';
import { createSpecialPassengers } from './special-passengers/registrations.ts';
import { createSpecialFareCheck } from './special-passengers/special-fares.ts';
import { createStaffAccounts } from './special-passengers/staff-accounts.ts';
import { createConsentRecords } from './subscription/consent-records.ts';
import { createSubscriptions } from './subscription/subscriptions.ts';
import { unsubscribeTokens } from './subscription/unsubscribe-tokens.ts';

/** Everything the services need from outside; tests pass their own (a fresh database, a fixed clock, a memory mailer). */
export interface ServiceDeps {
  readonly db: DbHandle;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly secrets: Secrets;
  /** Draws captcha codes; random unless a test needs to know them. */
  readonly captchaCodes?: () => string;
  /** How a slowed-down login waits; tests note the wait instead of waiting. */
  readonly pause?: (ms: number) => Promise<void>;
  /** The work the proof-of-work challenges ask for; tests ask for little. */
  readonly proofOfWork?: ProofOfWorkSettings;
  /** Sends the e-mails of member accounts and of orders (the confirmation once tickets are issued). */
  readonly mailer: Mailer;
  /**
   * Composes and sends the orders' confirmations: a server's mailer composes them on its mail thread
   * (threaded-mailer.ts); without one they are composed here and handed to `mailer`.
   */
  readonly sendConfirmation?: ConfirmationSender;
  /** The OpenID Connect provider of each social-login channel; none turns social login off. */
  readonly sns?: readonly SnsProviderConfig[];
  /** The origin travellers reach the pages at, for links in e-mails and the social-login redirect; http://localhost:4321 for e-mail links and the request's own for social login when not given. */
  readonly publicOrigin?: string;
  /** Sends text messages: the one-time codes of award bookings (the outbox folder unless a gateway is configured). */
  readonly sms: SmsSender;
  /** The font file of itinerary receipts (Debian's Noto Sans CJK collection unless configured). */
  readonly receiptFont?: string;
  /** The countries whose segments keep the award baggage allowance by cabin (spec 1's designated set); CN, HK, MO, TW by default. */
  readonly awardBaggageRegion?: readonly string[];
  /** The card payment provider (the embedded sandbox unless a real one is configured). */
  readonly payments: PaymentProvider;
  /** Called once an order's tickets are issued, after the confirmation e-mail has been handed to the mailer. */
  readonly onTicketed?: OnTicketed;
  /** How long after its last pricing a low-fare alert is priced again (the watcher's default unless configured). */
  readonly lowPriceRecheckMs?: number;
}

/** Builds every service of the storefront from its dependencies; nothing here knows about HTTP. */
export function createServices(deps: ServiceDeps) {
  const { db, clock, logger } = deps;
  const captcha = createCaptchaService({ db, clock, codes: deps.captchaCodes });
  const proofOfWork = createProofOfWork({ db, clock, key: deps.secrets.argsKeys[0], settings: deps.proofOfWork });
  const members = createMembers({ db, clock });
  const sessions = createSessions({ db, clock });
  const loginLimits = createLoginLimits({ db, clock });
  const requestLimits = createRequestLimits({ db, clock });
  const login = createLoginService({ members, sessions, limits: loginLimits, requestLimits, captcha, secrets: deps.secrets, clock, pause: deps.pause });
  const oidc = createOidcClients({ providers: deps.sns ?? [], logger });
  const memberTokens = createMemberTokens({ db, clock });
  const links = pageLinks(deps.publicOrigin ?? 'http://localhost:4321');
  const mail = { mailer: deps.mailer, links, logger };
  const verification = createEmailVerification({ members, tokens: memberTokens, limits: requestLimits, ...mail });
  const recovery = createPasswordRecovery({
    members,
    tokens: memberTokens,
    limits: requestLimits,
    loginLimits,
    sessions,
    captcha,
    secrets: deps.secrets,
    ...mail,
  });
  const snsTokens = createSnsTokens({ db, clock });
  const sns = createSnsService({ tokens: snsTokens, bindings: createSnsBindings({ db, clock }), members, sessions, channels: oidc.channels() });

  const executions = createExecutionService({ db, clock, secrets: deps.secrets });
  const seatSales = createSeatSales({ db, clock });
  const search = createSearchService({ db, clock, seatSales, executions });
  const miles = createMilesLedger({ db, clock });
  const addressHash = addressHasher(deps.secrets.argsKeys[0]);
  const businessAccounts = createBusinessAccounts({ db, clock, mailer: deps.mailer, limits: requestLimits, keys: deps.secrets.argsKeys });
  const specialPassengers = createSpecialPassengers({ db, clock, logger, mailer: deps.mailer, links, limits: requestLimits });
  const orders = createOrderService({ db, clock, search, seatSales, limits: requestLimits, addressHash, miles, specialPassengers, businessAccounts });
  const confirmations = createOrderConfirmations({
    db,
    clock,
    logger,
    send: deps.sendConfirmation ?? composedBy(deps.mailer),
    links,
    limits: requestLimits,
  });
  const baggageRegion = deps.awardBaggageRegion ?? DEFAULT_AWARD_BAGGAGE_REGION;
  const awardSearch = createAwardSearch({ db, search, seatSales, executions, miles, baggageRegion });
  const verificationCodes = createVerificationCodes({
    db,
    clock,
    members,
    sms: deps.sms,
    mailer: deps.mailer,
    limits: requestLimits,
    keys: deps.secrets.argsKeys,
  });
  const savedPassengers = createSavedPassengers({ db, clock });
  const awardTravellers = createAwardTravellers({ savedPassengers });
  const ticketing = createTicketing({
    db,
    clock,
    logger,
    miles,
    onTicketed: async (order, orderId, confirmationClaimed) => {
      await confirmations.ticketed(order, orderId, confirmationClaimed);
      await deps.onTicketed?.(order, orderId, confirmationClaimed);
    },
  });
  const payments = createPayments({ db, clock, logger, provider: deps.payments, orders, ticketing });
  const holdExpiry = createHoldExpiry({ db, clock, orders, logger });
  const coupons = createMemberCoupons({ db, clock, limits: requestLimits });
  const codeGuard = createCodeGuard(requestLimits);
  const consentRecords = createConsentRecords({ db, clock });
  const subscriptions = createSubscriptions({
    db,
    clock,
    records: consentRecords,
    tokens: unsubscribeTokens(deps.secrets.argsKeys),
    members,
    limits: requestLimits,
    captcha,
    ...mail,
  });
  const lowPriceAlerts = createLowPriceAlerts({ db, clock, tokens: alertTokens(deps.secrets.argsKeys), limits: requestLimits, ...mail });
  const lowPriceWatcher = createLowPriceWatcher({
    db,
    clock,
    search,
    executions,
    alerts: lowPriceAlerts,
    mailer: deps.mailer,
    logger,
    recheckMs: deps.lowPriceRecheckMs,
  });

  return {
    health: createHealth({ db, clock }),
    captcha,
    captchaWithoutImage: createCaptchaWithoutImage({ captcha, limits: requestLimits }),
    proofOfWork,
    members,
    sessions,
    login,
    registration: createRegistration({
      members,
      pending: createPendingRegistrations({ db, clock }),
      sessions,
      limits: requestLimits,
      captcha,
      secrets: deps.secrets,
      ...mail,
    }),
    oidc,
    verification,
    recovery,
    exchangeKeys: createExchangeKeys({ db, clock, members, sessions }),
    memberAccount: createMemberAccount({ db, clock, limits: requestLimits, captcha }),
    savedPassengers,
    savedContacts: createSavedContacts({ db, clock }),
    memberDataExport: createMemberDataExport({ db, clock }),
    accountClosing: createAccountClosing({ db, members, limits: requestLimits, secrets: deps.secrets, logger }),
    snsTokens,
    sns,
    snsPopUp: createSnsPopUp({ oidc, tokens: snsTokens }),
    executions,
    search,
    rangeLowest: createRangeLowest({ search, captcha, clock }),
    orders,
    extras: createExtrasService({ db, search }),
    payments,
    miles,
    awardSearch,
    awardTravellers,
    verificationCodes,
    awardOrders: createAwardOrders({
      db,
      clock,
      search,
      awardSearch,
      travellers: awardTravellers,
      codes: verificationCodes,
      miles,
      orders,
      addressHash,
      baggageRegion,
    }),
    paymentProvider: deps.payments,
    paymentRefresh: createPaymentRefresh({ db, logger, provider: deps.payments, payments, ticketing }),
    confirmations,
    receiptDownloads: createReceiptDownloads({
      db,
      clock,
      logger,
      sms: deps.sms,
      limits: requestLimits,
      keys: deps.secrets.argsKeys,
      grants: downloadGrants(deps.secrets.argsKeys),
      receipts: createItineraryReceipts({ fontFile: deps.receiptFont ?? DEFAULT_RECEIPT_FONT }),
    }),
    specialPassengers,
    businessAccounts,
    specialFareCheck: createSpecialFareCheck({ executions, approvals: specialPassengers }),
    staff: createStaffAccounts({ db, clock, limits: requestLimits }),
    guestOrders: createGuestOrders({ db, clock, logger, captcha, limits: requestLimits, mailer: deps.mailer }),
    coupons,
    promotions: createPromotions({ db, clock }),
    codeGuard,
    discountQuotes: createDiscountQuotes({ db, clock, search, coupons, guard: codeGuard }),
    consentRecords,
    subscriptions,
    lowPriceAlerts,
    /** The process's own clock, secrets and public origin, for the few handlers that sign cookies or build redirect URIs. */
    platform: { clock, secrets: deps.secrets, publicOrigin: deps.publicOrigin },
    /** Work a server runs besides answering requests. */
    jobs: {
      /** Expires unpaid holds past their deadline and gives their seats back. */
      sweepExpiredHolds: () => holdExpiry.sweep(),
      /** Tickets every paid order that has no tickets yet, then sends the confirmations that did not go out. */
      ticketPaidOrders: async () => {
        const ticketed = await ticketing.recover();
        await confirmations.sendPending();
        return ticketed;
      },
      /** Outdates past low-fare alerts, prices the due ones once per route-day, and e-mails the news once. */
      watchLowPrices: () => lowPriceWatcher.pass(),
    },
  };
}

export type Services = ReturnType<typeof createServices>;
