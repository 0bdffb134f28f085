import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Otherwise mails are kept in the outbox table, where
 * a developer (or an end-to-end test) reads the links through GET /__dev/outbox.
 */
export function createMailer(options: { smtpUrl?: string; from: string; db: Database }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(mail) {
      await options.db.insert(outbox).values(mail);
    },
    close: () => undefined,
  };
}
