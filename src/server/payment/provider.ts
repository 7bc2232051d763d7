import type { Hono } from 'hono';
import { receivePaymentNotification } from '../../domain/api/payment.ts';
import type { Lang } from '../../domain/languages.ts';
import type { Money } from '../../domain/money.ts';
import type { AppEnv } from '../http/context.ts';

/** What we ask a payment provider to take. */
export interface PaymentRequest {
  /** Our id of the attempt; the provider echoes it in its notifications. */
  readonly reference: string;
  readonly orderNo: string;
  readonly amount: Money;
  /** The language of the provider's hosted page. */
  readonly lang: Lang;
  /** The locale its amounts are written in: the language with the site's country (en-AU); absent on older payments. */
  readonly locale?: string;
  /** Where the traveller is sent back to once the payment ends (a path on our site). */
  readonly returnUrl: string;
  /**
   * Where the traveller goes who leaves the provider's page without paying (a path on our site): the order, which
   * can be paid from there before its deadline. Absent on payments started before it was asked for.
   */
  readonly backUrl?: string;
}

export interface PaymentStarted {
  /** The provider's id of the payment: unique, the key of its notifications. */
  readonly providerRef: string;
  /** The provider's hosted page the traveller pays on. */
  readonly redirectUrl: string;
}

/** Why a payment failed, as the paid page explains it. */
export type PaymentFailure = 'declined' | 'insufficientFunds' | 'authenticationFailed';

/** A provider's notification of how a payment ended, once its signature is checked. */
export interface PaymentEvent {
  readonly eventId: string;
  readonly providerRef: string;
  readonly reference: string;
  readonly outcome: 'succeeded' | 'failed';
  readonly reason: PaymentFailure | null;
  readonly amount: Money;
}

/**
 * A card payment provider. Its notifications are the only proof of payment: the
 * traveller's return to our site proves nothing. Notifications may come twice,
 * late or out of order.
 */
export interface PaymentProvider {
  readonly name: string;
  start(request: PaymentRequest): Promise<PaymentStarted>;
  /** The event a notification carries, when its signature is the provider's; undefined otherwise. */
  verify(rawBody: string, headers: Headers): PaymentEvent | undefined;
  /** Gives back a payment that came too late to buy its order. */
  refund(providerRef: string): Promise<void>;
  /**
   * How a payment ended as the provider knows it now, or undefined while it has
   * not: lets the order page ask instead of waiting for a late notification.
   */
  lookup?(providerRef: string): Promise<PaymentEvent | undefined>;
  /**
   * Routes the provider serves from this process (the sandbox's hosted pages);
   * `notify` posts a notification to our notify endpoint. A real provider serves
   * nothing here and posts over the network.
   */
  mount?(app: Hono<AppEnv>, notify: (request: Request) => Promise<Response>): void;
}

/** Where the provider posts its notifications, below /api (as the operation declares it). */
export const NOTIFY_PATH = receivePaymentNotification.path;
