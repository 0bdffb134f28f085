import DOMPurify from 'dompurify';

/**
 * Stored news HTML made safe to render: DOMPurify's HTML profile (no SVG or MathML), without
 * scripts, event handlers, script addresses, frames, forms or styles. Every place that renders
 * stored HTML goes through here.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame'],
    FORBID_ATTR: ['style'],
  });
}
