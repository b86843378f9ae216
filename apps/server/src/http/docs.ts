import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

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
