import { inArray } from 'drizzle-orm';
import {
  PLACEHOLDER_PATTERN,
  mailMessageSetting,
  mailSubjectSetting,
  missingPlaceholder,
  type MailTemplateKey,
} from '@podoffice/domain';
import type { Executor } from '../db/client';
import { appSettings } from '../db/schema';
import type { Mail } from './mailer';

/** A mail template: a subject and a plain-text message, both with {{placeholders}}. */
export interface MailTemplate {
  subject: string;
  message: string;
}

/** The values a template's placeholders take, by placeholder name. */
export type TemplateVars = Record<string, string>;

/**
 * The texts mails had before templates could be edited; a template an Administrator never saved
 * (or saved empty) uses these.
 */
export const BUILT_IN_TEMPLATES: Record<MailTemplateKey, MailTemplate> = {
  welcome: {
    subject: 'Activate your POD Office account',
    message: [
      'Hello {{first_name}},',
      '',
      'Welcome to POD Office. Open the link below to activate your account; it stays valid for 7 days.',
      '',
      '{{link}}',
    ].join('\n'),
  },
  password_recovery: {
    subject: 'Reset your POD Office password',
    message: [
      'Hello {{first_name}},',
      '',
      'Someone asked to reset the password of your POD Office account. Open the link below within one hour to choose a new one.',
      'If it was not you, ignore this mail: your password stays as it is.',
      '',
      '{{link}}',
    ].join('\n'),
  },
  deposit_new: {
    subject: 'New deposit of {{amount}} from {{seller}}',
    message: [
      'Hello {{first_name}},',
      '',
      '{{seller}} ({{seller_email}}) made a deposit of {{amount}} for the site {{site}}.',
      'Transaction ID: {{transaction_id}}',
      'Notes: {{notes}}',
      '',
      'Approve or deny it on the Balance page: {{app_url}}/balance',
    ].join('\n'),
  },
  deposit_approve: {
    subject: 'Your deposit of {{amount}} is approved',
    message: [
      'Hello {{first_name}},',
      '',
      'Your deposit of {{amount}} for {{site}} (transaction ID {{transaction_id}}) is approved and now counts in your available balance.',
      '',
      'See your balance: {{app_url}}/balance',
    ].join('\n'),
  },
  deposit_reject: {
    subject: 'Your deposit of {{amount}} was not approved',
    message: [
      'Hello {{first_name}},',
      '',
      'Your deposit of {{amount}} for {{site}} (transaction ID {{transaction_id}}) was denied.',
      'Please check the transfer and contact us if you think this is a mistake.',
      '',
      'See your balance: {{app_url}}/balance',
    ].join('\n'),
  },
};

/** Fills the {{placeholders}} it has values for; any other stays as written, so a typo shows. */
export function fillPlaceholders(text: string, vars: TemplateVars): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? (vars[name] ?? '') : whole,
  );
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const URL_RE = /https?:\/\/[^\s<>"']+/g;

/** A paragraph per blank-line-separated block, line breaks kept, addresses as links. */
function toHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => {
      const escaped = escapeHtml(block).replace(URL_RE, (url) => `<a href="${url}">${url}</a>`);
      return `<p>${escaped.replace(/\n/g, '<br>')}</p>`;
    })
    .join('\n');
}

/** The mail a template makes for one recipient. */
export function renderMail(to: string, template: MailTemplate, vars: TemplateVars): Mail {
  // A header cannot hold a line break: a multi-line value in the subject becomes one line.
  const subject = fillPlaceholders(template.subject, vars)
    .replace(/\s*\n\s*/g, ' ')
    .trim();
  const text = `${fillPlaceholders(template.message, vars).trim()}\n`;
  return { to, subject, text, html: toHtml(text.trim()) };
}

/**
 * The template as an Administrator saved it in the app settings; each part left unsaved or blank
 * falls back to the built-in text, and so does a message saved before saving checked its
 * placeholders that lacks one the mail needs (an activation mail without its link).
 */
export async function loadTemplate(db: Executor, key: MailTemplateKey): Promise<MailTemplate> {
  const names = [mailSubjectSetting(key), mailMessageSetting(key)];
  const rows = await db
    .select({ name: appSettings.name, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.name, names));
  const saved = (name: string) => rows.find((r) => r.name === name)?.value?.trim() || undefined;
  const builtIn = BUILT_IN_TEMPLATES[key];
  const message = saved(mailMessageSetting(key));
  return {
    subject: saved(mailSubjectSetting(key)) ?? builtIn.subject,
    message: message && !missingPlaceholder(key, message) ? message : builtIn.message,
  };
}

/**
 * A mail whose text comes from a template: it carries the built-in rendering, and the mailer
 * renders the saved template when it sends (so callers need no database access to build one).
 */
function templated(key: MailTemplateKey, to: string, vars: TemplateVars): Mail {
  return { ...renderMail(to, BUILT_IN_TEMPLATES[key], vars), template: { key, vars } };
}

// Mailed links point into the app, so their origin is the app's address.
function originOf(link: string): string {
  try {
    return new URL(link).origin;
  } catch {
    return '';
  }
}

/** The welcome mail of a new seller, with the activation link (template 'welcome'). */
export function activationMail(
  to: string,
  firstName: string,
  link: string,
  vars: TemplateVars = {},
): Mail {
  return templated('welcome', to, {
    first_name: firstName,
    email: to,
    link,
    app_url: originOf(link),
    ...vars,
  });
}

/** The password recovery mail, with the reset link (template 'password_recovery'). */
export function resetPasswordMail(
  to: string,
  firstName: string,
  link: string,
  vars: TemplateVars = {},
): Mail {
  return templated('password_recovery', to, {
    first_name: firstName,
    email: to,
    link,
    app_url: originOf(link),
    ...vars,
  });
}

/** A deposit mail: new (to staff), approved or denied (to the seller). */
export function depositMail(
  key: 'deposit_new' | 'deposit_approve' | 'deposit_reject',
  to: string,
  vars: TemplateVars,
): Mail {
  return templated(key, to, { email: to, ...vars });
}
