import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type AliasOptions, type Plugin, type PluginOption, type Rolldown } from 'vite';

// The public pages (login, registration, reset link) drawn at build time: after the browser build
// has written dist/, a second, server-side build of src/prerender.tsx renders each page with
// React's `prerender`, and each page's HTML is written from the built index.html with
//   - the drawn page in #root, marked with its path, which main.tsx hydrates;
//   - the CSS it needs inline: the entry's stylesheets and its screen's (its chunk and the chunks
//     that one imports), so the page paints with its first response, before any other request.
//     Each stylesheet's own <link> stays, `disabled`: a browser neither fetches nor applies a
//     disabled stylesheet, and Vite's loader, which looks for a stylesheet's link before adding
//     one when a chunk needs it, finds it and adds none (the same rules twice, later in the
//     cascade, could turn which of two equal rules wins);
//   - module preloads for its screen's chunks (the login page's code is in the entry already);
//   - the page's first script (src/app/page-start.ts), and for a page only signed-out people
//     see, the rule that keeps it hidden while a session is stored.
// It runs before vite-plugin-pwa's closeBundle, so the service worker precaches the pages as
// written. The page scripts are the same as before: no byte is added to what a page loads.

type PrerenderEntry = typeof import('./src/prerender');

type Options = {
  /** The plugins the server-side build needs to compile the app (JSX, vanilla-extract). */
  readonly plugins: () => PluginOption[];
  readonly alias: AliasOptions;
};

// The service worker's registration is a virtual module of vite-plugin-pwa, which the
// server-side build does not run; pwa.ts only imports it in the browser.
const noServiceWorker: Plugin = {
  name: 'portal:prerender-no-service-worker',
  resolveId: (id) => (id === 'virtual:pwa-register' ? '\0pwa-register' : null),
  load: (id) =>
    id === '\0pwa-register' ? 'export const registerSW = () => () => Promise.resolve();' : null,
};

const stylesheetLink = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** The chunks `from` loads with it (its static imports, transitively), itself first. */
function staticClosure(bundle: Rolldown.OutputBundle, from: Chunk): Chunk[] {
  const seen = new Map<string, Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(from);
  return [...seen.values()];
}

const cssOf = (chunks: Chunk[]) => chunks.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]);

/** '/' is index.html, '/<name>' is <name>.html: the names the server looks for (static.ts). */
const pageFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** A stylesheet inline, followed by its own link, disabled (see above). */
const inlined = (outDir: string, href: string) =>
  `<style>${readFileSync(join(outDir, href), 'utf8').trim()}</style>` +
  `<link rel="stylesheet" crossorigin href="${href}" disabled>`;

export function prerenderPublicPages(options: Options): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'portal:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(_output, bundle) {
        // Inside the portal's own node_modules, so that the bundle's bare imports (react, react-dom,
        // react-router) resolve from there as they do for the app.
        const serverOut = join(root, 'node_modules', '.prerender');
        await build({
          configFile: false,
          root,
          mode: 'production',
          logLevel: 'warn',
          plugins: [...options.plugins(), noServiceWorker],
          resolve: { alias: options.alias },
          build: {
            ssr: 'src/prerender.tsx',
            outDir: serverOut,
            emptyOutDir: true,
            copyPublicDir: false,
            sourcemap: false,
            minify: false,
          },
        });
        try {
          const file = readdirSync(serverOut).find((name) => /^prerender\.m?js$/.test(name));
          if (!file) throw new Error('the server-side build wrote no prerender.js');
          const entry = (await import(pathToFileURL(join(serverOut, file)).href)) as PrerenderEntry;
          const template = readFileSync(join(outDir, 'index.html'), 'utf8');
          const entryChunk = Object.values(bundle).find(
            (item): item is Chunk => item.type === 'chunk' && item.isEntry,
          );
          if (!entryChunk) throw new Error('the browser build has no entry chunk');
          const entryFiles = new Set(staticClosure(bundle, entryChunk).map((c) => c.fileName));

          for (const page of entry.prerenderedPages) {
            const markup = await entry.renderPage(page.url);
            // The screen's chunk, when it is not the entry's: the lazily loaded page's code.
            const module = entry.screenModules[page.path];
            const screen = module
              ? Object.values(bundle).find(
                  (item): item is Chunk =>
                    item.type === 'chunk' && item.facadeModuleId === resolve(root, module),
                )
              : undefined;
            if (module && !screen) throw new Error(`no chunk for ${module}`);
            const screenChunks = screen
              ? staticClosure(bundle, screen).filter((c) => !entryFiles.has(c.fileName))
              : [];
            const entryCss = [...template.matchAll(stylesheetLink)].map((m) => m[1] as string);
            if (!entryCss.length) throw new Error('index.html links no stylesheet to inline');
            const screenCss = cssOf(screenChunks)
              .map((name) => `/${name}`)
              .filter((href) => !entryCss.includes(href));

            let html = template
              .replace(stylesheetLink, (_, href: string) => inlined(outDir, href))
              .replace(
                '<meta charset="UTF-8" />',
                (charset) => `${charset}\n    <script>${entry.PAGE_START_SCRIPT}</script>`,
              );
            const extraHead = [
              ...screenChunks.map(
                (c) => `<link rel="modulepreload" crossorigin href="/${c.fileName}">`,
              ),
              ...screenCss.map((href) => inlined(outDir, href)),
              ...(entry.isGuestOnly(page)
                ? [`<style>${entry.HIDE_WHEN_SIGNED_IN_CSS}</style>`]
                : []),
            ];
            html = html
              .replace('</head>', () => `${extraHead.join('')}</head>`)
              .replace(
                '<div id="root"></div>',
                () =>
                  `<div id="root" ${entry.PRERENDERED_ATTRIBUTE}="${page.path}">${markup}</div>`,
              );
            if (!html.includes(markup)) throw new Error(`${page.path}: the page has no #root`);
            writeFileSync(join(outDir, pageFile(page.path)), html);
          }
        } finally {
          rmSync(serverOut, { recursive: true, force: true });
        }
      },
    },
  };
}
