// npm installed drizzle-orm under packages/server only, while drizzle-kit is hoisted to the root and
// imports drizzle-orm from there. Resolve those imports from this package instead.
import { register } from 'node:module';

const serverUrl = new URL('../package.json', import.meta.url).href;
const hooks = `
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: ${JSON.stringify(serverUrl)} });
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
