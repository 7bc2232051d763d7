import * as business from './business.ts';
import * as captcha from './captcha.ts';
import * as content from './content.ts';
import * as coupons from './coupons.ts';
import * as downloads from './downloads.ts';
import * as health from './health.ts';
import * as lowPrice from './low-price.ts';
import * as lowPriceRange from './low-price-range.ts';
import * as member from './member.ts';
import * as mileage from './mileage.ts';
import * as mileageOrder from './mileage-order.ts';
import type { OperationDef } from './operation.ts';
import * as orders from './orders.ts';
import * as payment from './payment.ts';
import * as privacy from './privacy.ts';
import * as reference from './reference.ts';
import * as savedData from './saved-data.ts';
import * as shop from './shop.ts';
import * as sns from './sns.ts';
import * as specialPassengers from './special-passengers.ts';
import * as subscriptions from './subscriptions.ts';

const AREAS: readonly Readonly<Record<string, unknown>>[] = [
  business,
  captcha,
  content,
  coupons,
  downloads,
  health,
  lowPriceRange,
  lowPrice,
  member,
  mileage,
  mileageOrder,
  orders,
  payment,
  privacy,
  reference,
  savedData,
  shop,
  sns,
  specialPassengers,
  subscriptions,
];

function isOperation(value: unknown): value is OperationDef {
  return typeof value === 'object' && value !== null && 'id' in value && 'method' in value && 'path' in value && 'reply' in value;
}

/** Every operation of the API, for the checks that each is served and documented once. */
export const ALL_OPERATIONS: readonly OperationDef[] = AREAS.flatMap((area) => Object.values(area).filter(isOperation));
