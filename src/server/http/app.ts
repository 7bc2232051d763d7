import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { DbHandle } from '../db/connect.ts';
import type { Clock } from '../platform/clock.ts';
import type { Logger } from '../platform/logger.ts';
import type { AppEnv } from './context.ts';
import { csrfGuard } from './csrf.ts';
import { AppError } from './errors.ts';
import { failureBody } from './failure.ts';
import { openApiDocument } from './openapi.ts';
import { OperationRegistry } from './operations.ts';
import { requestLang } from './request-lang.ts';
import { requestLog } from './request-log.ts';
import { healthRoutes } from './routes/health.ts';
import { memberAuthRoutes } from './routes/member-auth.ts';
import { memberKeyLoginRoutes } from './routes/member-key-login.ts';
import { captchaRoutes } from './routes/captcha.ts';
import { cityRoutes } from './routes/cities.ts';
import { areaCodeRoutes } from './routes/area-codes.ts';
import { shopSessionRoutes } from './routes/shop-session.ts';
import { shopSearchRoutes } from './routes/shop-search.ts';
import { contentRoutes } from './routes/content.ts';
import { createSearchService } from '../shop/search-service.ts';
import { createExecutionService } from '../shop/executions.ts';
import { createSeatSales } from '../airline/inventory/seat-sales.ts';
import type { Secrets } from '../platform/secrets.ts';
import { createCaptchaService } from '../captcha/captcha-service.ts';
import { createLoginLimits } from '../member/login-limits.ts';
import { createLoginService } from '../member/login-service.ts';
import { createMembers } from '../member/members.ts';
import { createSessions } from '../member/sessions.ts';
import { createExchangeKeys } from '../member/exchange-keys.ts';
import { createEmailVerification } from '../member/email-verification.ts';
import { createMemberAccount } from '../member/member-account.ts';
import { createMemberTokens } from '../member/member-tokens.ts';
import { createPasswordRecovery } from '../member/password-recovery.ts';
import { createRequestLimits } from '../member/request-limits.ts';
import type { Mailer } from '../mail/mailer.ts';
import { pageLinks } from '../mail/page-links.ts';
import { memberAccountRoutes } from './routes/member-account.ts';
import { memberRecoveryRoutes } from './routes/member-recovery.ts';
import type { SnsProviderConfig } from '../member/sns/provider-config.ts';
import { createOidcClients } from '../member/sns/oidc-clients.ts';
import { createSnsBindings } from '../member/sns/sns-bindings.ts';
import { createSnsService } from '../member/sns/sns-service.ts';
import { createSnsTokens } from '../member/sns/sns-tokens.ts';
import { snsRoutes } from './routes/sns.ts';
import { createOrderService } from '../booking/orders.ts';
import { createHoldExpiry } from '../booking/hold-expiry.ts';
import { createTicketing, type OnTicketed } from '../booking/ticketing.ts';
import { createPayments } from '../payment/payments.ts';
import { NOTIFY_PATH, type PaymentProvider } from '../payment/provider.ts';
import { SANDBOX_PATH } from '../payment/sandbox/sandbox-provider.ts';
import { orderRoutes } from './routes/order.ts';
import { orderReadRoutes } from './routes/order-read.ts';
import { paymentRoutes } from './routes/payment.ts';
import { createExtrasService } from '../booking/extras-service.ts';
import { extrasRoutes } from './routes/extras.ts';
import { createOrderConfirmations } from '../booking/order-confirmations.ts';
import { createGuestOrders } from '../booking/guest-orders.ts';
import { createPaymentRefresh } from '../payment/payment-refresh.ts';
import { orderFollowUpRoutes } from './routes/order-follow-up.ts';
import { orderLookupRoutes } from './routes/order-lookup.ts';
import { createCodeGuard } from '../coupon/code-guard.ts';
import { createDiscountQuotes } from '../coupon/discount-quotes.ts';
import { createMemberCoupons } from '../coupon/member-coupons.ts';
import { createPromotions } from '../coupon/promotions.ts';
import { couponRoutes } from './routes/coupon.ts';
import { orderDiscountRoutes } from './routes/order-discount.ts';
import { savedDataRoutes } from './routes/saved-data.ts';
import { createSavedPassengers } from '../saved-data/saved-passengers.ts';
import { createSavedContacts } from '../saved-data/saved-contacts.ts';

/** Everything the API needs from outside; tests pass their own. */
export interface AppDeps {
  readonly db: DbHandle;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Origins besides the request's own host allowed to change state. */
  readonly allowedOrigins?: readonly string[];
  readonly version?: string;
  readonly secrets: Secrets;
  /** Draws captcha codes; random unless a test needs to know them. */
  readonly captchaCodes?: () => string;
  /** Sends the e-mails of member accounts and of orders (the confirmation once tickets are issued). */
  readonly mailer: Mailer;
  /** The OpenID Connect provider of each social-login channel; none turns social login off. */
  readonly sns?: readonly SnsProviderConfig[];
  /** The origin travellers reach the pages at, for links in e-mails and the social-login redirect; http://localhost:4321 for e-mail links and the request's own for social login when not given. */
  readonly publicOrigin?: string;
  /** The card payment provider (the embedded sandbox unless a real one is configured). */
  readonly payments: PaymentProvider;
  /** Called once an order's tickets are issued, after the confirmation e-mail has been handed to the mailer. */
  readonly onTicketed?: OnTicketed;
}

/** Work a server runs besides answering requests. */
export interface AppJobs {
  /** Expires unpaid holds past their deadline and gives their seats back. */
  sweepExpiredHolds(): Promise<number>;
  /** Tickets every paid order that has no tickets yet, and sends confirmations that did not go out. */
  ticketPaidOrders(): Promise<number>;
}

/** The API, with the recovery pass run at creation (`ready`) and the jobs of the runtime. */
export type App = Hono<AppEnv> & { readonly ready: Promise<void>; readonly jobs: AppJobs };

const MAX_BODY_BYTES = 1024 * 1024;

/** Builds the API, mounted at /api, from its dependencies. */
export function createApp(deps: AppDeps): App {
  const app = new Hono<AppEnv>().basePath('/api');
  const registry = new OperationRegistry();
  const version = deps.version ?? '1.0.0';

  app.use(async (c, next) => {
    c.set('requestId', crypto.randomUUID());
    c.set('lang', requestLang(new URL(c.req.url), c.req.header('cookie'), c.req.header('accept-language')));
    await next();
  });
  app.use(requestLog(deps.logger, deps.clock));
  // A response that sets its own policy keeps it (the social-login redirects relax the opener policy; the payment sandbox's pages post their form).
  app.use(secureHeaders({ contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] }, overwrite: false }));
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new AppError('payloadTooLarge');
      },
    }),
  );
  app.use(csrfGuard(deps.allowedOrigins ?? [], [`/api${NOTIFY_PATH}`, `/api${SANDBOX_PATH}/`]));
  app.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });

  healthRoutes(app, registry, deps);
  const captcha = createCaptchaService({ db: deps.db, clock: deps.clock, codes: deps.captchaCodes });
  captchaRoutes(app, registry, captcha);
  const members = createMembers({ db: deps.db, clock: deps.clock });
  const sessions = createSessions({ db: deps.db, clock: deps.clock });
  const limits = createLoginLimits({ db: deps.db, clock: deps.clock });
  const login = createLoginService({ members, sessions, limits, captcha, secrets: deps.secrets, clock: deps.clock });
  const oidc = createOidcClients({ providers: deps.sns ?? [], logger: deps.logger });
  const tokens = createMemberTokens({ db: deps.db, clock: deps.clock });
  const requestLimits = createRequestLimits({ db: deps.db, clock: deps.clock });
  const links = pageLinks(deps.publicOrigin ?? 'http://localhost:4321');
  const mail = { mailer: deps.mailer, links, logger: deps.logger };
  const verification = createEmailVerification({ members, tokens, limits: requestLimits, ...mail });
  const recovery = createPasswordRecovery({ members, tokens, limits: requestLimits, loginLimits: limits, sessions, captcha, ...mail });
  memberAuthRoutes(app, registry, { login, members, sessions, secrets: deps.secrets, verification, snsChannels: oidc.channels() });
  memberKeyLoginRoutes(app, registry, { keys: createExchangeKeys({ db: deps.db, clock: deps.clock }), members, sessions });
  memberRecoveryRoutes(app, registry, { recovery, verification, sessions, secrets: deps.secrets });
  memberAccountRoutes(app, registry, { account: createMemberAccount({ db: deps.db, clock: deps.clock, limits: requestLimits, captcha }), sessions });
  savedDataRoutes(app, registry, {
    passengers: createSavedPassengers({ db: deps.db, clock: deps.clock }),
    contacts: createSavedContacts({ db: deps.db, clock: deps.clock }),
    sessions,
  });
  const snsTokens = createSnsTokens({ db: deps.db, clock: deps.clock });
  const sns = createSnsService({
    tokens: snsTokens,
    bindings: createSnsBindings({ db: deps.db, clock: deps.clock }),
    members,
    sessions,
    channels: oidc.channels(),
  });
  snsRoutes(app, registry, { oidc, tokens: snsTokens, sns, sessions, secrets: deps.secrets, clock: deps.clock, publicOrigin: deps.publicOrigin });
  cityRoutes(app, registry);
  areaCodeRoutes(app, registry);
  const executions = createExecutionService({ db: deps.db, clock: deps.clock, secrets: deps.secrets });
  shopSessionRoutes(app, registry, executions);
  const seatSales = createSeatSales({ db: deps.db, clock: deps.clock });
  const search = createSearchService({ db: deps.db, clock: deps.clock, seatSales });
  shopSearchRoutes(app, registry, executions, search);
  const orders = createOrderService({ db: deps.db, clock: deps.clock, search, seatSales });
  const confirmations = createOrderConfirmations({ db: deps.db, clock: deps.clock, logger: deps.logger, mailer: deps.mailer, links, limits: requestLimits });
  const onTicketed: OnTicketed = async (order) => {
    await confirmations.ticketed(order);
    await deps.onTicketed?.(order);
  };
  const ticketing = createTicketing({ db: deps.db, clock: deps.clock, logger: deps.logger, onTicketed });
  const payments = createPayments({ db: deps.db, clock: deps.clock, logger: deps.logger, provider: deps.payments, orders, ticketing });
  const holdExpiry = createHoldExpiry({ db: deps.db, clock: deps.clock, orders, logger: deps.logger });
  orderRoutes(app, registry, { orders, executions, sessions });
  orderReadRoutes(app, registry, { orders, sessions });
  paymentRoutes(app, registry, { orders, payments, provider: deps.payments, sessions });
  extrasRoutes(app, registry, { extras: createExtrasService({ db: deps.db, search }), executions });
  const refresh = createPaymentRefresh({ db: deps.db, logger: deps.logger, provider: deps.payments, payments, ticketing });
  orderFollowUpRoutes(app, registry, { orders, sessions, refresh, confirmations });
  orderLookupRoutes(app, registry, {
    guestOrders: createGuestOrders({ db: deps.db, clock: deps.clock, logger: deps.logger, captcha, limits: requestLimits, mailer: deps.mailer }),
    sessions,
  });
  const coupons = createMemberCoupons({ db: deps.db, clock: deps.clock, limits: requestLimits });
  const codeGuard = createCodeGuard(requestLimits);
  couponRoutes(app, registry, { coupons, promotions: createPromotions({ db: deps.db, clock: deps.clock }), sessions, guard: codeGuard });
  orderDiscountRoutes(app, registry, {
    quotes: createDiscountQuotes({ db: deps.db, clock: deps.clock, search, coupons, guard: codeGuard }),
    executions,
    sessions,
  });
  deps.payments.mount?.(app, (request) => Promise.resolve(app.fetch(request)));
  contentRoutes(app, registry);
  app.get('/openapi.json', (c) => c.json(openApiDocument(registry.operations, version)));

  app.notFound((c) => c.json(failureBody(c, new AppError('notFound')), 404));
  app.onError((error, c) => {
    if (error instanceof AppError) return c.json(failureBody(c, error), error.status);
    deps.logger.error('unhandled error', { requestId: c.get('requestId'), error: error.name, message: error.message });
    return c.json(failureBody(c, new AppError('internal')), 500);
  });
  /** Tickets paid orders left without tickets, then mails the confirmations that did not go out. */
  const recoverOrders = async () => {
    const ticketed = await ticketing.recover();
    await confirmations.sendPending();
    return ticketed;
  };
  // A server that stopped between a payment and its tickets finishes the tickets now.
  const ready = recoverOrders().then(
    (count) => {
      if (count > 0) deps.logger.warn('paid orders ticketed on start', { count });
    },
    (error: unknown) => deps.logger.error('ticketing recovery failed', { error: error instanceof Error ? error.name : 'unknown' }),
  );
  const jobs: AppJobs = { sweepExpiredHolds: () => holdExpiry.sweep(), ticketPaidOrders: recoverOrders };
  return Object.assign(app, { ready, jobs });
}
