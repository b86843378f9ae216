import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { buildOpenApiDocument } from '@portal/api-client';
import { MESSAGES } from '../services/errors';
import { gzipped, negotiated, type Bytes } from './compression';
import { errorBody } from './replies';

const require = createRequire(import.meta.url);

/** swagger-ui-dist's folder, resolved from node_modules (served locally: no CDN). */
export const swaggerDir = (): string => dirname(require.resolve('swagger-ui-dist/package.json'));

/** The only swagger-ui files we hand out. */
export const SWAGGER_ASSETS = new Set([
  'swagger-ui.css',
  'swagger-ui-bundle.js',
  'swagger-ui-standalone-preset.js',
  'favicon-32x32.png',
  'favicon-16x16.png',
]);

export const docsHtml = (title: string) => `<!doctype html>
<html lang="pt-BR">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <link rel="icon" type="image/png" href="docs/assets/favicon-32x32.png">
  <link rel="stylesheet" href="docs/assets/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="docs/assets/swagger-ui-bundle.js"></script>
  <script src="docs/init.js"></script>
</body>
</html>`;

// A separate file rather than an inline script, so the page runs under a CSP without 'unsafe-inline'.
export const docsInitJs = `window.ui = SwaggerUIBundle({
  url: 'openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

export const docsAsset = (name: string) => join(swaggerDir(), name);

/**
 * `openapi.json` (built and compressed once, on the first ask) and the reference page under
 * `docs`, to be mounted at the API's prefix.
 */
export function apiDocsRoutes(appSegment: string): Hono {
  const routes = new Hono();
  let openApi: string | undefined;
  let openApiGzip: Promise<Bytes> | undefined;
  routes.get('/openapi.json', async (c) => {
    openApi ??= JSON.stringify(buildOpenApiDocument(appSegment));
    const headers = new Headers({ 'content-type': 'application/json; charset=utf-8' });
    const body = await negotiated(
      openApi,
      c.req.header('accept-encoding'),
      headers,
      (text) => (openApiGzip ??= gzipped(text)),
    );
    return new Response(body, { headers });
  });
  routes.get('/docs', (c) => c.html(docsHtml('API do Portal — referência')));
  routes.get('/docs/', (c) => c.redirect(`/webhook/${appSegment}/docs`, 301));
  routes.get('/docs/init.js', (c) =>
    c.body(docsInitJs, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
  // swagger-ui's files never change while the server runs: each is read and compressed once.
  const assets = new Map<string, Promise<{ bytes: Bytes; gz: Promise<Bytes> }>>();
  const asset = (name: string) => {
    let kept = assets.get(name);
    if (!kept) {
      kept = readFile(docsAsset(name)).then((bytes) => {
        const body = bytes as Bytes;
        return { bytes: body, gz: gzipped(body, 9) };
      });
      assets.set(name, kept);
    }
    return kept;
  };
  routes.get('/docs/assets/:name', async (c) => {
    const name = c.req.param('name');
    if (!SWAGGER_ASSETS.has(name)) return c.json(errorBody(MESSAGES.notFound), 404);
    const { bytes, gz } = await asset(name);
    const headers = new Headers({
      'content-type': getMimeType(name) ?? 'application/octet-stream',
      'cache-control': 'public, max-age=86400',
    });
    const compressible = /\.(js|css)$/.test(name);
    const body = compressible
      ? await negotiated(bytes, c.req.header('accept-encoding'), headers, () => gz)
      : bytes;
    return new Response(body, { headers });
  });
  return routes;
}
