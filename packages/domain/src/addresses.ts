/**
 * Web addresses people type (site addresses, a partner's domain). They are shown as text and
 * links and, for shops and partners, called by the server, so only real host names and http(s)
 * addresses pass: never a script address, a data: address or markup.
 */

// RFC 3986's characters without the quote: a quote, angle bracket, space or backslash is markup
// or a typo, never part of a shop's or partner's address.
const ADDRESS_CHARACTERS = /^[A-Za-z0-9\-._~:/?#[\]@!$&()*+,;=%]+$/;

// Dotted names only: a single label (localhost) is no shop's or partner's public address.
const HOST_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

/** A dotted host name such as shop.example.com, with nothing around it. */
export function isHostName(value: string | null | undefined): boolean {
  return !!value && HOST_NAME.test(value);
}

function webUrl(value: string | null | undefined, protocols: readonly string[]): boolean {
  if (!value || !ADDRESS_CHARACTERS.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      protocols.includes(url.protocol) && isHostName(url.hostname) && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

/** A well-formed https address with a dotted host name (no credentials, no markup). */
export function isHttpsUrl(value: string | null | undefined): boolean {
  return webUrl(value, ['https:']);
}

/** A dotted host name, or an http or https address with one (no credentials, no markup). */
export function isHostOrHttpUrl(value: string | null | undefined): boolean {
  return isHostName(value) || webUrl(value, ['http:', 'https:']);
}

/**
 * An address the product stores and shows as a link or an image (a product type's mockup, images,
 * link template, a print area's mockup): an http(s) address with a host and no credentials, or a
 * path on this server (the file store answers at /files/… when no public address is set). Never a
 * script address (javascript:), a data: address or markup: React and the CSP stop them in the
 * browser, and the server does not store them either.
 */
export function isStoredAddress(value: string | null | undefined): boolean {
  if (!value || !ADDRESS_CHARACTERS.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname !== '' &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}
