/** One text message to one phone number. */
export interface OutgoingSms {
  /** E.164: `+` and the country code, e.g. +8613912345678. */
  readonly to: string;
  readonly text: string;
}

/** Sends text messages: through the operator's HTTP gateway, or into the local outbox when none is configured. */
export interface SmsSender {
  send(sms: OutgoingSms): Promise<void>;
}
