import type { Router } from './router.ts';
import { areaCodeRoutes } from './routes/area-codes.ts';
import { businessRoutes } from './routes/business.ts';
import { captchaRoutes } from './routes/captcha.ts';
import { cityRoutes } from './routes/cities.ts';
import { contentRoutes } from './routes/content.ts';
import { couponRoutes } from './routes/coupon.ts';
import { downloadRoutes } from './routes/downloads.ts';
import { extrasRoutes } from './routes/extras.ts';
import { healthRoutes } from './routes/health.ts';
import { lowPriceRoutes } from './routes/low-price.ts';
import { lowPriceRangeRoutes } from './routes/low-price-range.ts';
import { memberAccountRoutes } from './routes/member-account.ts';
import { memberAuthRoutes } from './routes/member-auth.ts';
import { memberKeyLoginRoutes } from './routes/member-key-login.ts';
import { memberRecoveryRoutes } from './routes/member-recovery.ts';
import { mileageRoutes } from './routes/mileage.ts';
import { orderRoutes } from './routes/order.ts';
import { orderDiscountRoutes } from './routes/order-discount.ts';
import { orderFollowUpRoutes } from './routes/order-follow-up.ts';
import { orderLookupRoutes } from './routes/order-lookup.ts';
import { orderReadRoutes } from './routes/order-read.ts';
import { paymentRoutes } from './routes/payment.ts';
import { privacyRoutes } from './routes/privacy.ts';
import { savedDataRoutes } from './routes/saved-data.ts';
import { shopSearchRoutes } from './routes/shop-search.ts';
import { shopSessionRoutes } from './routes/shop-session.ts';
import { snsRoutes } from './routes/sns.ts';
import { specialPassengerRoutes } from './routes/special-passengers.ts';
import { subscriptionRoutes } from './routes/subscriptions.ts';

/** Every API area of the storefront, in the order their routes are registered. */
export const API_ROUTERS: readonly Router[] = [
  healthRoutes,
  captchaRoutes,
  memberAuthRoutes,
  memberKeyLoginRoutes,
  memberRecoveryRoutes,
  memberAccountRoutes,
  snsRoutes,
  savedDataRoutes,
  privacyRoutes,
  cityRoutes,
  areaCodeRoutes,
  shopSessionRoutes,
  shopSearchRoutes,
  extrasRoutes,
  contentRoutes,
  orderRoutes,
  orderReadRoutes,
  paymentRoutes,
  orderFollowUpRoutes,
  orderLookupRoutes,
  downloadRoutes,
  couponRoutes,
  orderDiscountRoutes,
  subscriptionRoutes,
  lowPriceRangeRoutes,
  lowPriceRoutes,
  mileageRoutes,
  specialPassengerRoutes,
  businessRoutes,
];
