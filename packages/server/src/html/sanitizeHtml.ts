import type { WindowLike } from 'dompurify';
import { createStoredHtmlSanitiser, looksLikeHtml } from '@podoffice/domain';

type Sanitise = (html: string) => string;

let sanitiser: Promise<Sanitise> | undefined;

// jsdom takes a second or two to load: only when the first HTML is stored, not at every start.
async function loadSanitiser(): Promise<Sanitise> {
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([
    import('dompurify'),
    import('jsdom'),
  ]);
  return createStoredHtmlSanitiser(createDOMPurify(new JSDOM('').window as unknown as WindowLike));
}

/**
 * HTML made safe to store, with the configuration the screens render it with
 * (@podoffice/domain's storedHtml), so stored content is clean whoever reads it: another client,
 * an export, a mail.
 */
export async function sanitizeStoredHtml(html: string): Promise<string> {
  sanitiser ??= loadSanitiser().catch((error: unknown) => {
    sanitiser = undefined;
    throw error;
  });
  return (await sanitiser)(html);
}

/** A text that may be HTML (a guideline's description): HTML is sanitised, plain text kept as written. */
export async function sanitizeIfHtml(text: string): Promise<string> {
  return looksLikeHtml(text) ? sanitizeStoredHtml(text) : text;
}
