import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema';
import type { Mail, Mailer } from '../../mail/mailer';
import { escapeHtml } from '../../mail/html';
import { unexpectedErrorLine } from '../../errorLog';

const EXCERPT_LENGTH = 400;

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/**
 * The readable text of stored news HTML, cut to an excerpt. The mail never carries the stored
 * HTML itself: it was written in a browser editor and is only shown after sanitising, which a
 * mail client would not do.
 */
export function newsExcerpt(html: string): string {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/(p|h[1-6]|li|div)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text;
}

export function newsMail(
  to: string,
  firstName: string,
  title: string,
  html: string,
  link: string,
): Mail {
  const excerpt = newsExcerpt(html);
  return {
    to,
    subject: `POD Office news: ${title}`,
    text: [
      `Hello ${firstName},`,
      '',
      title,
      '',
      excerpt,
      '',
      `Read it in POD Office: ${link}`,
      '',
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(firstName)},</p>`,
      `<h2>${escapeHtml(title)}</h2>`,
      ...excerpt.split('\n').map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">Read it in POD Office</a></p>`,
    ].join('\n'),
  };
}

/** Active, activated sellers: the readers a news mail goes to. */
async function sellerRecipients(db: Executor) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.name, 'Seller'), eq(users.status, true), eq(users.activated, true)));
}

/**
 * Mails a news item to every seller. A mail that cannot be sent is logged and skipped: the news is
 * saved either way, and one bad address must not keep the others from hearing.
 */
export async function mailNewsToSellers(
  db: Executor,
  mailer: Mailer,
  item: { id: string | number; title: string; content: string },
  appUrl: string,
): Promise<void> {
  const link = `${appUrl}/news/${item.id}`;
  for (const seller of await sellerRecipients(db)) {
    try {
      await mailer.send(newsMail(seller.email, seller.firstName, item.title, item.content, link));
    } catch (error) {
      // The seller by id: an address is personal data, which the log does not hold.
      console.error(
        `News ${item.id}: mail to user ${seller.id} failed: ${unexpectedErrorLine(error)}`,
      );
    }
  }
}
