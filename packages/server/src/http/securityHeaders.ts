import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/** Where the browser may load files from besides this origin: a CDN or an S3-compatible bucket. */
export interface ContentSources {
  /** Origins files are read from (FILES_PUBLIC_URL, the S3 endpoint). */
  files: string[];
}

type Middleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (err?: unknown) => void,
) => void;

/**
 * The Content-Security-Policy the built app runs under, and Storybook's preview with it
 * (scripts/static-server.mjs adds only the hashes of Storybook's own inline bootstrap scripts):
 * scripts of this origin only; inline styles, which styled-components writes; uploads from this
 * origin and the file store; images from those and any https address (shops' product images). In helmet's camel-cased form.
 */
export function appContentSecurityPolicy(fileOrigins: string[] = []) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // https: too: products show their shops' images (a Shopify CDN, a WooCommerce site), and a
    // mapping lists a shop's products with theirs; images are passive content, scripts stay 'self'.
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...fileOrigins],
    connectSrc: ["'self'", ...fileOrigins],
    fontSrc: ["'self'", 'data:'],
    // blob: for papaparse's worker (the tracking CSV import), which it builds from its own code.
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    baseUri: ["'self'"],
  };
}

/**
 * helmet's defaults (nosniff, Referrer-Policy no-referrer, frame-ancestors 'none' and
 * X-Frame-Options DENY, cross-origin policies) with the app's Content-Security-Policy. HSTS only
 * on a request that came over HTTPS, so plain http://localhost keeps working.
 */
export function securityHeaders(
  sources: ContentSources,
  isHttps: (req: IncomingMessage) => boolean,
) {
  const files = sources.files;
  const common = {
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' as const },
    // Cross-origin embedders load the published packages, not this app's pages; they call the
    // API, which CORS governs.
    crossOriginResourcePolicy: { policy: 'same-site' as const },
  };
  const strict: Middleware = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: true, directives: appContentSecurityPolicy(files) },
  });
  // GraphiQL (GET /query outside production) loads its editor from unpkg with inline scripts and
  // blob workers; only that page gets a policy that allows them.
  const graphiql: Middleware = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        scriptSrc: ["'self'", "'unsafe-inline'", 'https://unpkg.com'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://unpkg.com'],
        connectSrc: ["'self'", 'https://unpkg.com'],
        workerSrc: ["'self'", 'blob:'],
        imgSrc: ["'self'", 'data:', 'https://raw.githubusercontent.com'],
        frameAncestors: ["'none'"],
      },
    },
  });
  const hsts: Middleware = helmet.strictTransportSecurity({ maxAge: 180 * 24 * 60 * 60 });
  return (req: IncomingMessage, res: ServerResponse, options: { graphiql: boolean }) =>
    new Promise<void>((resolve, reject) => {
      (options.graphiql ? graphiql : strict)(req, res, (err) => {
        if (err) return reject(err);
        if (!isHttps(req)) return resolve();
        hsts(req, res, (e) => (e ? reject(e) : resolve()));
      });
    });
}
