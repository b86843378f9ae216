import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** One year: what browsers remember to use https only, renewed by every reply. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * Where the portal's images come from besides itself: Google Drive thumbnails (docs/product.md: a
 * document's `thumbnail` is built from its Drive id, 320 wide, i.e.
 * `https://drive.google.com/thumbnail?id=<driveId>&sz=w320`), which Drive answers with a redirect
 * to `https://lh3.googleusercontent.com/…` (lh3 to lh6); a redirected image must be allowed at
 * both hosts. Logos and pictures are our own stored files ('self'), previews of a chosen file are
 * `blob:`, and the API reference's stylesheet draws its icons as `data:` images.
 */
export const IMAGE_SOURCES = [
  "'self'",
  'data:',
  'blob:',
  'https://drive.google.com',
  'https://*.googleusercontent.com',
];

/**
 * What the portal may show in an <iframe>: itself (the monthly-report form, and the document
 * viewer's uploaded files under /webhook/{app}/files/documents/…, which answer X-Frame-Options
 * SAMEORIGIN) and Google Drive's previewer (`https://drive.google.com/file/d/<id>/preview`, which
 * shows Docs, Sheets and Slides too: their ids are Drive file ids).
 */
export const FRAME_SOURCES = ["'self'", 'https://drive.google.com'];

const inlineScripts = new WeakMap<Context, readonly string[]>();

/**
 * The page being answered carries scripts inline (the portal's first script, which must run
 * before the page paints: apps/portal/src/app/page-start.ts): the reply's script-src allows
 * exactly those, by their SHA-256. The build wrote them as it wrote the portal's script files,
 * which 'self' allows; no other inline script runs.
 */
export function allowInlineScripts(c: Context, scripts: readonly string[]): void {
  if (scripts.length) inlineScripts.set(c, scripts);
}

const sha256Source = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** `policy` with `sources` added to its script-src directive. */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  return policy
    .split(';')
    .map((directive) =>
      /^\s*script-src\s/.test(directive) ? `${directive} ${sources.join(' ')}` : directive,
    )
    .join(';');
}

/**
 * The security headers of every reply. Stored files (uploaded by people) are never a page:
 * opened directly they get no script, no plugins, no requests, only inline styles (an SVG logo's
 * own), an opaque origin; everything else
 * gets the portal's policy. HSTS only when the portal's public address is https: sent over plain
 * http a browser ignores it, and a portal reached over http must not tell browsers to refuse it.
 */
export function securityHeaders(options: {
  /** Path prefix of stored files, e.g. /webhook/portal/files/ */
  filesPrefix: string;
  publicUrl: string;
  /** REPORT_FORM_URL: its origin may be framed too (the external monthly-report form). */
  reportFormUrl?: string | undefined;
}): MiddlewareHandler {
  const https = /^https:\/\//i.test(options.publicUrl);
  const common = {
    xFrameOptions: 'SAMEORIGIN',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? `max-age=${HSTS_MAX_AGE_SECONDS}` : false,
  } as const;
  // secureHeaders writes its headers after the handler, so the files get their own instance
  // instead of the portal's (which would overwrite this one).
  const fileHeaders = secureHeaders({
    ...common,
    // An SVG opened on its own may style itself (inline styles only), never run script.
    contentSecurityPolicy: { defaultSrc: ["'none'"], styleSrc: ["'unsafe-inline'"], sandbox: [] },
  });
  const portalHeaders = secureHeaders({
    ...common,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Components set style attributes; vanilla-extract and swagger-ui ship stylesheets.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: IMAGE_SOURCES,
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: options.reportFormUrl
        ? [...FRAME_SOURCES, new URL(options.reportFormUrl).origin]
        : FRAME_SOURCES,
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  });
  return async (c, next) => {
    if (c.req.path.startsWith(options.filesPrefix)) return fileHeaders(c, next);
    await portalHeaders(c, next);
    const scripts = inlineScripts.get(c);
    const policy = c.res.headers.get('content-security-policy');
    if (scripts && policy) {
      c.res.headers.set(
        'content-security-policy',
        withScriptSources(policy, scripts.map(sha256Source)),
      );
    }
  };
}
