import { theme } from '@podoffice/ui';
import { mailDocument, sanitizeMailHtml } from './mailHtml';

describe('sanitizeMailHtml', () => {
  it('keeps text and links, and sends links to a new tab without an opener', () => {
    expect(sanitizeMailHtml('<p>Hi<br><a href="https://x.test/verify/1">open</a></p>')).toBe(
      '<p>Hi<br><a href="https://x.test/verify/1" target="_blank" rel="noopener noreferrer">open</a></p>',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>a</p>', '<p>a</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" alt="">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.test"></iframe><p>a</p>', '<p>a</p>'],
    ['<style>body{display:none}</style><p style="color:red">a</p>', '<p>a</p>'],
    ['<form action="https://evil.test"><input name="p"></form>', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('removes what could run or mislead: %s', (html, safe) => {
    expect(sanitizeMailHtml(html)).toBe(safe);
  });
});

describe('mailDocument', () => {
  it('wraps the sanitised body under a policy that allows no scripts or loads', () => {
    const doc = mailDocument('<p>Hi</p><script>alert(1)</script>', {
      font: theme.fonts.body,
      fontSize: theme.fontSizes.md,
      text: theme.colors.text,
      link: theme.colors.primary,
    });
    expect(doc).toContain(`content="default-src 'none'; img-src data:; style-src 'unsafe-inline'"`);
    expect(doc).toContain(`color:${theme.colors.text}`);
    expect(doc.endsWith('<body><p>Hi</p></body></html>')).toBe(true);
  });
});
