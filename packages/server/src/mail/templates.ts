import type { Mail } from './mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function linkMail(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  link: string,
  label: string,
): Mail {
  const text = [`${greeting}`, '', ...lines, '', link, ''].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(label)}</a></p>`,
  ].join('\n');
  return { to, subject, text, html };
}

export function activationMail(to: string, firstName: string, link: string): Mail {
  return linkMail(
    to,
    'Activate your POD Office account',
    `Hello ${firstName},`,
    [
      'Welcome to POD Office. Open the link below to activate your account; it stays valid for 7 days.',
    ],
    link,
    'Activate my account',
  );
}

export function resetPasswordMail(to: string, firstName: string, link: string): Mail {
  return linkMail(
    to,
    'Reset your POD Office password',
    `Hello ${firstName},`,
    [
      'Someone asked to reset the password of your POD Office account. Open the link below within one hour to choose a new one.',
      'If it was not you, ignore this mail: your password stays as it is.',
    ],
    link,
    'Choose a new password',
  );
}
