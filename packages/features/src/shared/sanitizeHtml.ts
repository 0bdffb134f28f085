import DOMPurify from 'dompurify';
import { createStoredHtmlSanitiser } from '@podoffice/domain';

let sanitize: ((html: string) => string) | undefined;

/**
 * Stored HTML (news, guidelines and policies) made safe to render, with the configuration the
 * server stores it with (@podoffice/domain's storedHtml): no scripts, handlers, script addresses,
 * frames, forms or styles. Every place that renders stored HTML goes through here, so content
 * stored before the server sanitised it is safe too.
 */
export function sanitizeHtml(html: string): string {
  // A private DOMPurify instance, so the sanitiser's hook never changes what other users get.
  sanitize ??= createStoredHtmlSanitiser(DOMPurify(window));
  return sanitize(html);
}
