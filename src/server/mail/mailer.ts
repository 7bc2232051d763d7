/** A file sent with a message, such as the .ics calendar of an order confirmation. */
export interface MailAttachment {
  readonly filename: string;
  readonly content: string | Uint8Array;
  /** The MIME type, e.g. `text/calendar; method=PUBLISH`. */
  readonly contentType: string;
}

/** One message to one recipient, in the language it was written in. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly attachments?: readonly MailAttachment[];
  /** Headers of its own, such as the List-Unsubscribe pair every marketing message carries (RFC 8058). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Sends e-mail: through an SMTP server, or into the local outbox when none is configured. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
