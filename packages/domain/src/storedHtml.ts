/**
 * Stored HTML (news content, guideline and policy descriptions): the one sanitiser configuration
 * the server applies before storing it and the screens apply before showing it, so a field is
 * clean whoever reads it and both sides keep exactly the same markup. The domain holds no DOM
 * library: each side passes its own DOMPurify instance (the browser's window, jsdom's on the
 * server).
 */

/** The DOMPurify settings of stored HTML. */
export interface StoredHtmlConfig {
  USE_PROFILES: { html: true };
  FORBID_TAGS: string[];
  FORBID_ATTR: string[];
}

/** What the sanitiser needs of a DOMPurify instance. */
export interface HtmlPurifier {
  sanitize(html: string, config: StoredHtmlConfig): string;
  addHook(entryPoint: 'afterSanitizeAttributes', hook: (node: Element) => void): void;
}

// DOMPurify's HTML profile already drops script, SVG, MathML, handlers and script addresses. The
// editor writes none of these: forms and their controls (phishing inside a trusted page), style
// (restyles the whole app) and frames, objects and document-level tags.
const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'optgroup',
  'datalist',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'meta',
  'link',
  'base',
];
const FORBID_ATTR = ['style'];

/**
 * The DOMPurify settings of stored HTML, a fresh copy each time (DOMPurify may keep what it is
 * given, and the editor adds its own rules to it).
 */
export const storedHtmlConfig = (): StoredHtmlConfig => ({
  USE_PROFILES: { html: true },
  FORBID_TAGS: [...FORBID_TAGS],
  FORBID_ATTR: [...FORBID_ATTR],
});

/**
 * The stored-HTML sanitiser over one DOMPurify instance; give it an instance of its own, since
 * the hook added here stays on it.
 */
export function createStoredHtmlSanitiser(purifier: HtmlPurifier): (html: string) => string {
  // An image written without a description is decoration to a screen reader.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  return (html) => purifier.sanitize(html, storedHtmlConfig());
}
