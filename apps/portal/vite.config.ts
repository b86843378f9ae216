import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderPublicPages } from './vite-prerender';

// The dev server forwards the API to the real server (apps/server, port 3000 by default) so the
// portal talks to the same origin in development and in production (where the server serves dist/).
const apiTarget = process.env.PORTAL_API_TARGET ?? 'http://localhost:3000';

// Our libraries declare `"sideEffects": false` in their package.json. The OpenAPI generator that
// the api-client barrel re-exports for the server does not, although its modules only declare
// things: mark it here so the portal's bundle drops it.
const sideEffectFree = [
  /[\\/]node_modules[\\/](@ts-rest[\\/]open-api|@anatine[\\/]zod-openapi)[\\/]/,
];

// react-router 7's package.json sends every bundler to its development files (its warnings
// included: remix-run/react-router#12532, #14753); its production files are the same code with
// ENABLE_DEV_WARNINGS off. A production build takes those; dev and tests keep the warnings.
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const productionReactRouter = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

// Its production chunk also keeps what nothing uses (Form, NavLink, Link with its prefetching,
// ScrollRestoration): `X.displayName = "…"` statements and unannotated `React.forwardRef(…)` /
// `React.createContext(…)` calls look like side effects. Dropping those statements (names for
// React DevTools only) and marking the calls pure lets the bundler leave them out. Lines stay
// where they are, so the source map needs no change.
const reactRouterChunk = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;
const reactRouterTreeShaking = {
  name: 'portal:react-router-tree-shaking',
  apply: 'build' as const,
  transform: {
    filter: { id: reactRouterChunk },
    handler(code: string) {
      return {
        code: code
          .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
          .replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, '= /* @__PURE__ */ $1'),
        map: null,
      };
    },
  },
};

// Inter's latin face (every pt-BR text) is asked for with the page, not once the CSS has been
// parsed and the first text drawn: it is in before the app's first render, so no text is drawn
// in the fallback font first and then moves when Inter arrives (the login page's CLS stays 0).
const preloadLatinFont = {
  name: 'portal:preload-latin-font',
  apply: 'build' as const,
  transformIndexHtml: {
    order: 'post' as const,
    handler(_html: string, context: { bundle?: Record<string, { fileName: string }> }) {
      const font = Object.values(context.bundle ?? {}).find((asset) =>
        /inter-latin-wght-normal-[^/]*\.woff2$/.test(asset.fileName),
      );
      if (!font) throw new Error("Inter's latin face is not in the build");
      return [
        {
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
            href: `/${font.fileName}`,
          },
          injectTo: 'head' as const,
        },
      ];
    },
  },
};

// What the first page needs besides its own code, in one chunk: React, the router, XState and the
// base components every screen draws (icons, spinner, field). Left to itself the bundler splits
// them into five small chunks shared with the lazy screens; one file compresses better (React's
// core beside react-dom) and costs the login page one request instead of five. The
// login budget (<= 110 kB gzip) counts these bytes.
const bootChunk = {
  name: 'boot',
  test: (id: string) =>
    /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|react-router|xstate|@xstate[\\/]react|@vanilla-extract[\\/]recipes)[\\/]/.test(
      id,
    ) ||
    /[\\/]libs[\\/]ui[\\/]src[\\/]components[\\/](Icon|Spinner|Field)[\\/]/.test(id) ||
    /[\\/]libs[\\/]domain[\\/]src[\\/]messages[\\/]common\.ts$/.test(id) ||
    // Vite's helper for `import()`: the entry needs it, and so does the API client's chunk (it
    // loads query-core), which would otherwise pull it out into one more file for the login page.
    id.includes('vite/preload-helper'),
};

// Each text file is written beside its Brotli (best quality) and gzip -9 copies, which the server
// hands out as they are (apps/server/src/http/static.ts): compressed once at build time, never
// while a person waits. index.html is left out: the server adds the run-time settings to it.
const precompressed = compression({ threshold: 256, exclude: [/(^|\/)index\.html$/] });

// The installable portal (vite-plugin-pwa with Workbox): a manifest, and a service worker that
// keeps the built shell (the page, scripts, styles, fonts, icons) so the portal opens without a
// network and says 'Você está offline' instead of the browser's error page. It never answers
// anything under /webhook/ (API replies hold company data, and documents' files are signed links)
// nor the server's own pages; those always go to the network. A new build's worker waits until
// the person chooses 'Atualizar' (registerType 'prompt'), so a screen is never swapped mid-task.
// It is registered by the app after the first paint (src/app/pwa.ts), not by a script in the page.
const installable = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    name: 'Portal Empresarial',
    short_name: 'Portal',
    description: 'Portal de gestão e mentoria para empresas',
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#4f46e5',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    // The manifest and its icons are added by the plugin itself.
    globPatterns: ['**/*.{js,css,html,woff2,svg}'],
    // The public pages are drawn at build time (vite-prerender.ts): /register and /reset-password
    // are answered with their own page (Workbox's clean URLs: '/register' is '/register.html'),
    // whatever their query says (a reset link's token); any other address gets index.html, the
    // login page, which the app draws anew where it is not the page asked for.
    ignoreURLParametersMatching: [/.*/],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/webhook\//, /^\/(healthz|readyz|metrics)$/],
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
  },
});

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    reactRouterTreeShaking,
    preloadLatinFont,
    prerenderPublicPages({
      plugins: () => [react(), vanillaExtractPlugin()],
      alias: productionReactRouter,
    }),
    precompressed,
    installable,
  ],
  resolve: { alias: mode === 'production' ? productionReactRouter : [] },
  server: {
    proxy: {
      '/webhook': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/webhook': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for whoever debugs a build, but no file names them: the server refuses
    // `*.map` unless SERVE_SOURCE_MAPS=true, and then points at them with a SourceMap header.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: { codeSplitting: { groups: [bootChunk] } },
      treeshake: {
        moduleSideEffects: (id) => !sideEffectFree.some((pattern) => pattern.test(id)),
      },
    },
  },
}));
