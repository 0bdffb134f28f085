import nodemailer from 'nodemailer';
import type { MailTemplateKey } from '@podoffice/domain';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
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

/** The mail as it goes out: a templated mail in the words an Administrator saved. */
async function finalMail(db: Database, mail: Mail): Promise<Omit<Mail, 'template'>> {
  if (!mail.template)
    return { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
  const template = await loadTemplate(db, mail.template.key);
  return renderMail(mail.to, template, mail.template.vars);
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
