import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { MailTemplateKey } from '@podoffice/domain';
import type { Database } from '../db/client';
import { outbox, users } from '../db/schema';
import { loadTemplate, renderMail, type TemplateVars } from './templates';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The app-settings template the mail comes from; the mailer renders the saved version when it
   * sends, and the subject and texts above (the built-in version) when none is saved.
   */
  template?: { key: MailTemplateKey; vars: TemplateVars };
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** The recipient's own placeholders, when the address belongs to an account. */
async function recipientVars(db: Database, to: string): Promise<TemplateVars> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.email, to.trim().toLowerCase()));
  return user ? { first_name: user.firstName, last_name: user.lastName, email: to } : { email: to };
}

/**
 * The mail as it goes out: a templated mail in the words an Administrator saved, every person
 * placeholder filled whatever the caller passed (the caller's values win).
 */
async function finalMail(db: Database, mail: Mail): Promise<Omit<Mail, 'template'>> {
  if (!mail.template) {
    return { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
  }
  const template = await loadTemplate(db, mail.template.key);
  const vars = { ...(await recipientVars(db, mail.to)), ...mail.template.vars };
  return renderMail(mail.to, template, vars);
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
        await transport.sendMail({ from: options.from, ...(await finalMail(options.db, mail)) });
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(mail) {
      await options.db.insert(outbox).values(await finalMail(options.db, mail));
    },
    close: () => undefined,
  };
}
