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

/** What a transport is told: the message plus the sender the server is configured with. */
export function nodemailerMessage(mail: OutgoingMail, from: string) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.headers ? { headers: { ...mail.headers } } : {}),
    attachments: (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      content: typeof a.content === 'string' ? a.content : Buffer.from(a.content),
      contentType: a.contentType,
    })),
  };
}
