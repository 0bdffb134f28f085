import { render } from '@testing-library/react';
import { PodThemeProvider } from '@podoffice/ui';
import { NEWS_XSS_PAYLOADS, makeNews } from '../../mocks';
import { NewsContent } from './NewsContent';

type XssWindow = Window & { __newsXss?: unknown };

function renderContent(html: string) {
  return render(
    <PodThemeProvider>
      <NewsContent html={html} />
    </PodThemeProvider>,
  ).container;
}

const DANGEROUS_ELEMENTS =
  'script, iframe, frame, object, embed, svg, math, form, input, button, style, meta, base, link, body';
const SCRIPT_URL = /^\s*(javascript|vbscript|data):/i;

/** Everything in the rendered tree that could run script. */
function dangerIn(root: HTMLElement): string[] {
  const found: string[] = [];
  root.querySelectorAll(DANGEROUS_ELEMENTS).forEach((el) => found.push(`<${el.tagName}>`));
  root.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name)) found.push(`${el.tagName} ${attr.name}`);
      if (
        ['href', 'src', 'action', 'xlink:href', 'formaction', 'data'].includes(attr.name) &&
        SCRIPT_URL.test(attr.value)
      ) {
        found.push(`${el.tagName} ${attr.name}=${attr.value}`);
      }
      if (attr.name === 'style' || attr.name === 'srcdoc') found.push(`${el.tagName} ${attr.name}`);
    }
  });
  return found;
}

afterEach(() => {
  delete (window as XssWindow).__newsXss;
});

describe('NewsContent', () => {
  it('shows the formatting a news item is written with', () => {
    const root = renderContent(makeNews().content);
    expect(root.querySelector('h2')).toHaveTextContent('Order early for December delivery');
    expect(root.querySelector('strong')).toHaveTextContent('in production');
    expect(root.querySelectorAll('li')).toHaveLength(2);
    expect(root.querySelector('a')).toHaveAttribute(
      'href',
      'https://podoffice.test/guideline-policy',
    );
  });

  it.each(NEWS_XSS_PAYLOADS)('renders %s without anything that runs script', (payload) => {
    const root = renderContent(`<p>Before</p>${payload}<p>After</p>`);
    expect(dangerIn(root)).toEqual([]);
    // Text before a payload always survives (an unclosed payload may swallow what follows it).
    expect(root).toHaveTextContent('Before');
    // Handlers that survived would run on these; nothing may have set the flag.
    root.querySelectorAll('*').forEach((el) => {
      el.dispatchEvent(new Event('error'));
      el.dispatchEvent(new Event('load'));
      el.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      el.dispatchEvent(new Event('toggle'));
      el.dispatchEvent(new FocusEvent('focus'));
    });
    root.querySelectorAll('a').forEach((a) => a.click());
    expect((window as XssWindow).__newsXss).toBeUndefined();
  });

  it('gives an image written without a description an empty alt', () => {
    const root = renderContent(
      '<img src="https://podoffice.test/mug.png"><img src="a.png" alt="Mug">',
    );
    const [plain, described] = Array.from(root.querySelectorAll('img'));
    expect(plain).toHaveAttribute('alt', '');
    expect(described).toHaveAttribute('alt', 'Mug');
  });

  it('keeps the harmless text of a payload-laden item', () => {
    const root = renderContent(NEWS_XSS_PAYLOADS.join(''));
    expect(dangerIn(root)).toEqual([]);
    expect(root).toHaveTextContent('Open me');
    expect(root).toHaveTextContent('Hover');
  });
});
