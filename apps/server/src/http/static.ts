import { existsSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { escapeMarkup } from '../markup';
import { negotiated } from './compression';
import { allowInlineScripts } from './security-headers';

const NOT_BUILT = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Portal não compilado</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2937}
code{background:#f3f4f6;padding:.1rem .3rem;border-radius:.25rem}</style></head>
<body><h1>O portal ainda não foi compilado</h1>
<p>O servidor está no ar e a API responde em <code>/webhook/</code>, mas a pasta do portal
(<code>PORTAL_DIST</code>) não tem um <code>index.html</code>.</p>
<p>Compile o portal com <code>npm run build</code> (ou use <code>npm start</code> na raiz, que compila tudo)
e recarregue esta página.</p></body></html>`;

/** What the portal reads from its page at run time (`apps/portal/src/app/config.ts`). */
export type PortalSettings = {
  /** REPORT_FORM_URL, as `<meta name="portal:report-form-url">`. */
  reportFormUrl?: string | undefined;
};

/** A page with the run-time settings in its head (read each time: a rebuild shows at once). */
function pageWithSettings(page: string, settings: PortalSettings): string {
  const html = readFileSync(page, 'utf8');
  const metas = settings.reportFormUrl
    ? `<meta name="portal:report-form-url" content="${escapeMarkup(settings.reportFormUrl)}">`
    : '';
  if (!metas) return html;
  // A page without a head of its own gets the metas first (the parser puts them in its head).
  return html.includes('</head>') ? html.replace('</head>', `${metas}</head>`) : metas + html;
}

/**
 * The page the build wrote for `path` (the public pages it draws: `/register` is
 * `register.html`, and so is `/register.html`, as the service worker asks for it), else
 * index.html, the app's page for every other route (itself the drawn login page).
 */
function pageFor(portalDist: string, path: string): string {
  const name = path.replace(/^\/+|\/+$/g, '').replace(/\.html$/, '');
  if (/^[a-z0-9-]+$/.test(name)) {
    const page = join(portalDist, `${name}.html`);
    if (existsSync(page)) return page;
  }
  return join(portalDist, 'index.html');
}

/** The scripts a page carries inline (no `src`), as the browser hashes them for the policy. */
const inlineScriptsOf = (html: string) =>
  [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) => match[1] ?? '',
  );

/**
 * The service worker and the web app manifest have fixed names: a browser asks for them again
 * at each visit (no-cache), so a new build is found at once and offered ('Atualizar'). Hashed
 * assets never change; other files (favicon, icons) may be kept for a few minutes.
 */
const ALWAYS_REVALIDATED = new Set(['/sw.js', '/manifest.webmanifest']);

const cacheControlOf = (path: string) => {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return ALWAYS_REVALIDATED.has(path) ? 'no-cache' : 'public, max-age=300';
};

const notFound = () =>
  new Response('Arquivo não encontrado', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });

/**
 * The built single-page portal. Its files come from Hono's serveStatic, with the Brotli and gzip
 * copies the build writes beside each text file (apps/portal/vite.config.ts): nothing is
 * compressed while a person waits, and Brotli is a tenth smaller than gzip -9 on the portal's
 * scripts. Hashed assets are cached for a year. Pages are never cached without asking (no-cache)
 * and carry the run-time settings in their head: the public pages the build drew have their own
 * (`pageFor`), and index.html is sent for any other path so client routes survive a reload. A
 * page's inline scripts are allowed by their hash (`allowInlineScripts`). Source maps (`*.map`, the whole
 * source of the portal) are a 404 like any missing file unless `sourceMaps` is on; then they are
 * served, and each script or stylesheet names its map in a `SourceMap` header (the build writes no
 * `sourceMappingURL` comment, so nothing points at a map the server would refuse).
 */
export function servePortal(
  portalDist: string,
  options: { sourceMaps?: boolean; settings?: PortalSettings } = {},
) {
  const index = join(portalDist, 'index.html');
  const sourceMaps = options.sourceMaps === true;
  const settings = options.settings ?? {};
  // Made once the folder exists: a server started before the first build serves it when it comes.
  let files: MiddlewareHandler | undefined;
  const filesOf = () =>
    (files ??= existsSync(portalDist)
      ? serveStatic({ root: portalDist, precompressed: true })
      : undefined);
  const none = async () => {};

  return async (c: Context): Promise<Response> => {
    const path = c.req.path;
    const head = c.req.method === 'HEAD';
    const map = extname(path).toLowerCase() === '.map';
    if (path !== '/' && extname(path).toLowerCase() !== '.html' && (sourceMaps || !map)) {
      const found = await filesOf()?.(c, none);
      if (found instanceof Response) {
        const headers = found.headers;
        headers.set('cache-control', cacheControlOf(path));
        // Whether or not this reply was compressed, another client's may be.
        headers.set('vary', 'Accept-Encoding');
        const file = join(portalDist, path);
        if (sourceMaps && /\.(m?js|css)$/i.test(path) && existsSync(`${file}.map`)) {
          headers.set('sourcemap', encodeURIComponent(`${basename(file)}.map`));
        }
        return found;
      }
    }
    // A missing asset is a 404, not the app shell (a stale tab must not get HTML for its JS).
    if (extname(path) && !path.endsWith('.html')) return notFound();
    if (!existsSync(index)) {
      return new Response(head ? null : NOT_BUILT, {
        status: 503,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      });
    }
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
    });
    const page = pageWithSettings(pageFor(portalDist, path), settings);
    allowInlineScripts(c, inlineScriptsOf(page));
    const html = await negotiated(page, c.req.header('accept-encoding'), headers);
    headers.set(
      'content-length',
      String(typeof html === 'string' ? Buffer.byteLength(html) : html.byteLength),
    );
    return new Response(head ? null : html, { headers });
  };
}
