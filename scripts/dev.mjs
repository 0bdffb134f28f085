// npm run dev: the API with reload on source changes (tsx watch) and the app's Vite dev server,
// side by side. Vite proxies /query and /__dev to the API (packages/app/vite.config.ts, API_URL);
// mailed links point at the Vite origin so they open the app being developed. DEV_OUTBOX lists the
// stored mails without sign-in at /__dev/outbox, for development only (npm start leaves it off).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.PORT || '4000';
const tsxCli = fileURLToPath(new URL('./dist/cli.mjs', import.meta.resolve('tsx/package.json')));
const main = path.join(root, 'packages', 'server', 'src', 'main.ts');

const { result } = concurrently(
  [
    {
      name: 'api',
      // concurrently strips quotes around a whole command, so it must not begin with one.
      command: `node "${tsxCli}" watch --clear-screen=false --conditions=@podoffice/source "${main}"`,
      env: {
        PORT: apiPort,
        APP_URL: process.env.APP_URL || 'http://localhost:5173',
        DEV_OUTBOX: process.env.DEV_OUTBOX || '1',
      },
      prefixColor: 'blue',
    },
    {
      name: 'app',
      command: 'npm run dev -w @podoffice/app',
      cwd: root,
      env: { API_URL: `http://127.0.0.1:${apiPort}` },
      prefixColor: 'magenta',
    },
  ],
  // Ctrl-C reaches both already; killing the API again on top of that would make tsx force-kill it
  // while it closes the embedded database.
  { handleInput: true },
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
