import { isHostName, isHostOrHttpUrl, isHttpsUrl, isStoredAddress } from './index';

/** What an attacker types into an address field: script and data addresses, markup. */
const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)//shop.example.com',
  '<script>alert(1)</script>',
  'http://x"><img src=x onerror=alert(1)>',
  'https://x"><img src=x onerror=alert(1)>',
  'https://shop.example.com/"><img src=x onerror=alert(1)>',
  "https://shop.example.com/'onmouseover='alert(1)",
  'https://shop.example.com/<svg/onload=alert(1)>',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'shop.example.com<script>',
  'shop.example.com onerror=alert(1)',
];

describe('web addresses', () => {
  it.each(HOSTILE)('%j is neither a host name nor an http(s) address', (value) => {
    expect(isHostName(value)).toBe(false);
    expect(isHttpsUrl(value)).toBe(false);
    expect(isHostOrHttpUrl(value)).toBe(false);
  });

  it.each([
    ['shop.example.com', true, false, true],
    ['api.dtf-express.example', true, false, true],
    ['https://shop.example.com', false, true, true],
    ['https://sam-prints.myshopify.com/store?ref=a&b=%22', false, true, true],
    ['https://shop.example.com:8443/api', false, true, true],
    ['http://partner.example/v1', false, false, true],
    ['localhost', false, false, false],
    ['https://localhost', false, false, false],
    ['https://user:pass@shop.example.com', false, false, false],
    ['ftp://shop.example.com', false, false, false],
    ['', false, false, false],
    [null, false, false, false],
  ])('%j: host name %s, https address %s, either %s', (value, host, https, either) => {
    expect(isHostName(value)).toBe(host);
    expect(isHttpsUrl(value)).toBe(https);
    expect(isHostOrHttpUrl(value)).toBe(either);
  });
});

// Issue 23 §10: a product type's mockup, images, link template and print-area mockups.
describe('stored addresses', () => {
  test.each(HOSTILE)('%s is refused', (value) => {
    expect(isStoredAddress(value)).toBe(false);
  });

  test.each([
    ['javascript: in capitals', 'JAVASCRIPT:alert(1)'],
    ['a protocol-relative address (another host)', '//evil.example/x.png'],
    ['credentials', 'https://user:pass@cdn.example.com/x.png'],
    ['an ftp address', 'ftp://cdn.example.com/x.png'],
  ])('%s is refused', (_, value) => {
    expect(isStoredAddress(value)).toBe(false);
  });

  test.each([
    'https://templates.podoffice.test/cts.psd',
    'http://localhost:4000/files/ab/cd.png',
    '/files/ab/cd.png?width=200',
  ])('%s is stored', (value) => {
    expect(isStoredAddress(value)).toBe(true);
  });
});
