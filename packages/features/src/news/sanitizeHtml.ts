import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | undefined;

// A private instance, so the hook below never changes what other users of DOMPurify get.
function newsPurifier(): Purifier {
  if (!purifier) {
    purifier = DOMPurify(window);
    // An image written without a description is decoration to a screen reader.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    });
  }
  return purifier;
}

/**
 * Stored news HTML made safe to render: DOMPurify's HTML profile (no SVG or MathML), without
 * scripts, event handlers, script addresses, frames, forms or styles. Every place that renders
 * stored HTML goes through here.
 */
export function sanitizeHtml(html: string): string {
  return newsPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame'],
    FORBID_ATTR: ['style'],
  });
}
