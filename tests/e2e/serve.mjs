// A tiny static file server for dist/, on 127.0.0.1 and a free port, for the e2e tests.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  // wasm-bindgen streams the module only with this type; otherwise it warns.
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

/**
 * Serves `root` (on `port`, a free one by default); resolves to `{ url, close }` once
 * listening. `headers` go with every response (the CSP suite's Content-Security-Policy).
 */
export async function serveDir(root, port = 0, { headers = {} } = {}) {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      let file = normalize(join(base, path));
      if (file !== base && !file.startsWith(base + sep)) {
        res.writeHead(403).end();
        return;
      }
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      res.writeHead(200, { ...headers, 'content-type': type, 'cache-control': 'no-store' }).end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', ok);
  });
  const { port: bound } = server.address();
  return {
    url: `http://127.0.0.1:${bound}/`,
    close: () => new Promise((ok) => server.close(ok)),
  };
}

// `node tests/e2e/serve.mjs DIR PORT`: serves DIR until stopped (scripts/serve.sh serves
// the repository on 8081 for examples/embed/ and examples/js/ over pkg/).
if (process.argv[1] && import.meta.url === new URL(`file://${resolve(process.argv[1])}`).href) {
  const [dir = '.', port = '8081'] = process.argv.slice(2);
  const { url } = await serveDir(dir, Number(port));
  console.log(`serving ${resolve(dir)} on ${url}`);
}
