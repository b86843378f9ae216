/**
 * Serves the built Storybook (`dist/`, from `npm run build`) as the static files it is, on
 * http://127.0.0.1:6006 (`PORT` changes it), until Ctrl+C. Any static file server does the same;
 * this one needs nothing beyond Node.
 *
 *   tsx serve-dist.ts
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDirectory } from './check-built/serve';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`No built Storybook in ${dist}: run npm run storybook:build first.`);
  process.exit(1);
}
const server = await serveDirectory(dist, Number(process.env.PORT ?? 6006));
console.log(`Storybook (${dist}) on ${server.origin}`);
process.once('SIGINT', () => void server.close().then(() => process.exit(0)));
