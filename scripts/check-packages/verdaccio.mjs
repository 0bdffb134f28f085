// The local registry of the packages layer (scripts/check-packages/registry.mjs starts it): Verdaccio
// on 127.0.0.1, on a free port, its storage in the throwaway folder given as the first argument.
// It holds @podoffice/* only and proxies nothing: a host asks it for that scope alone
// (`@podoffice:registry`), and everything else comes from npm's own registry and cache as before.
// Anyone may publish (a bare CI machine has no users to log in).
//
// Every run serves under a path of its own (`/<run id>/`): npm caches a registry's answers by URL,
// and with --prefer-offline a later run that drew the same port would be served the versions an
// earlier run published, not the ones it just published.
//
// It tells its parent the registry's URL over the IPC channel and ends when that channel closes,
// so no Verdaccio outlives the check that started it, whatever way the check ends.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { runServer } from 'verdaccio';

const storage = path.resolve(process.argv[2]);
const prefix = `/run-${randomBytes(6).toString('hex')}/`;
const server = await runServer({
  self_path: path.join(storage, 'config.yaml'),
  storage,
  // Written into the tarball addresses it gives; the requests below are answered under it.
  url_prefix: prefix,
  uplinks: {},
  packages: { '@podoffice/*': { access: '$all', publish: '$all', unpublish: '$all' } },
  web: { enable: false },
  // A publish is the tarball in base64 inside JSON: features alone is 2.5 MB that way and grows
  // with each screen, against Verdaccio's default limit of 10 MB.
  max_body_size: '100mb',
  log: { type: 'stdout', format: 'pretty', level: 'warn' },
});
// Verdaccio answers at the root and url_prefix does not move its routes: strip the prefix first.
const [verdaccio] = server.listeners('request');
server.removeAllListeners('request');
server.on('request', (request, response) => {
  if (!request.url.startsWith(prefix)) {
    response.writeHead(404).end();
    return;
  }
  request.url = request.url.slice(prefix.length - 1);
  verdaccio(request, response);
});
server.listen(0, '127.0.0.1', () => {
  process.send({ url: `http://127.0.0.1:${server.address().port}${prefix}` });
});
process.on('disconnect', () => process.exit(0));
