// Serves a built folder on 127.0.0.1 (used to run the Storybook test-runner against a static build).
import http from 'node:http';
import sirv from 'sirv';

const [dir, port = '6007'] = process.argv.slice(2);
const serve = sirv(dir, { dev: false, single: false, etag: true });
http.createServer(serve).listen(Number(port), '127.0.0.1', () => {
  console.log(`Serving ${dir} on http://127.0.0.1:${port}`);
});
