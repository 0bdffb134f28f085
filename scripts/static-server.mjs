// Serves a built folder on 127.0.0.1 (used to run the Storybook test-runner against a static build).
// Storybook's preview (iframe.html), where the components run, gets the app's own
// Content-Security-Policy (packages/server/src/http/securityHeaders.ts) plus the hashes of
// Storybook's inline bootstrap scripts, as Report-Only: the test-runner injects inline scripts of
// its own, which an enforced policy would block, while every violation a story causes is still
// reported in the console, where .storybook/test-runner.ts fails the story on it.
// Run it with `node --import tsx`, which loads that TypeScript module.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { appContentSecurityPolicy } from '../packages/server/src/http/securityHeaders.ts';

const [dir, port = '6007'] = process.argv.slice(2);
const serve = sirv(dir, { dev: false, single: false, etag: true });

const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The preview's policy: the app's, with Storybook's inline scripts allowed by their hashes. */
function previewPolicy() {
  const html = readFileSync(path.join(dir, 'iframe.html'), 'utf8');
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
  const directives = appContentSecurityPolicy();
  directives.scriptSrc = [...directives.scriptSrc, ...hashes];
  // The Storybook manager (index.html) frames the preview from the same origin.
  directives.frameAncestors = ["'self'"];
  return Object.entries(directives)
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join('; ');
}

const policy = previewPolicy();
http
  .createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname === '/iframe.html') {
      res.setHeader('content-security-policy-report-only', policy);
    }
    serve(req, res);
  })
  .listen(Number(port), '127.0.0.1', () => {
    console.log(`Serving ${dir} on http://127.0.0.1:${port}`);
  });
