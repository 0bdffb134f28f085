import DOMPurify from 'dompurify';
import { createStoredHtmlSanitiser } from '@podoffice/domain';

let sanitize: ((html: string) => string) | undefined;

/**
 * A stored mail's HTML made safe to show an Administrator, with the one configuration of stored
 * HTML (@podoffice/domain's storedHtml): no scripts, event handlers, script addresses, frames,
 * forms or styles. Anyone can make the server mail a text of their choosing (a name at sign-up),
 * so it is treated as hostile.
 */
export function sanitizeMailHtml(html: string): string {
  if (!sanitize) {
    // A private instance, so the hook below never changes what other users of DOMPurify get.
    const purifier = DOMPurify(window);
    // The body is shown in a sandboxed frame that may not navigate itself: a link opens a tab of
    // its own (the activation or reset page), without handing that page a reference back.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    sanitize = createStoredHtmlSanitiser(purifier);
  }
  return sanitize(html);
}

/** What the mail's frame takes from the app's theme, so it reads like the rest of the page. */
export interface MailDocumentStyle {
  font: string;
  fontSize: string;
  text: string;
  link: string;
}

/**
 * The document a mail's frame shows (its srcdoc): the sanitised body in the app's type, under a
 * policy that allows no scripts and no loads from anywhere, should a sanitiser bug ever let one in.
 */
export function mailDocument(html: string, style: MailDocumentStyle): string {
  // Theme values are the app's own constants; the quotes in a font list are fine inside <style>.
  const css = `body{margin:12px;font-family:${style.font};font-size:${style.fontSize};line-height:1.5;color:${style.text};overflow-wrap:anywhere}a{color:${style.link}}`;
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">`,
    `<style>${css}</style>`,
    `</head><body>${sanitizeMailHtml(html)}</body></html>`,
  ].join('');
}
