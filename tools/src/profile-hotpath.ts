// Where the built server spends its time on one hot call, for
// `npm run profile -w tools -- [pglite|postgres] [getAll|validate]` after building the server:
// the demo seed, then 50 connections for 10 s on the call with the server under V8's sampling
// profiler, then the self time by package and by function. The .cpuprofile stays in the temporary
// folder printed at the end (Chrome's DevTools open it). What found the per-call standard
// Request and Response of @hono/node-server (tools/README.md).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startBuiltServer } from './bench-cluster';
import { withDemoData } from './bench-backends';
import { demoCalls } from './bench-hotpath';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools may use the server's modules (layer:tools → layer:server in eslint.config); Nx forbids app imports by default
import { createThrowawayPostgres } from '@portal/server/src/db/testing';

const JWT_SECRET = 'profile-hotpath-secret-profile-hotpath-secret-0123';
const serverMain = resolve(import.meta.dirname, '../../apps/server/dist/main.js');

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

/** The server's main under the sampling profiler; the profile is written when it is stopped. */
function profilingMain(folder: string, profileFile: string): string {
  const wrapper = join(folder, 'main-profiled.mjs');
  writeFileSync(
    wrapper,
    `import inspector from 'node:inspector';
import { writeFileSync } from 'node:fs';
const session = new inspector.Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 200 });
session.post('Profiler.start');
process.prependOnceListener('SIGTERM', () => {
  session.post('Profiler.stop', (error, result) => {
    if (!error) writeFileSync(${JSON.stringify(profileFile)}, JSON.stringify(result.profile));
  });
});
await import(${JSON.stringify(pathToFileURL(serverMain).href)});
`,
  );
  return wrapper;
}

/** Self time of a profile's samples, by package (or file) and by function, largest first. */
function summarize(profile: Profile, top: number): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const packages = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    const frame = byId.get(id)!.callFrame;
    const url = frame.url || '(native)';
    const where =
      /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
      (url.includes('/dist/main') ? 'server (dist/main.js)' : url);
    packages.set(where, (packages.get(where) ?? 0) + delta);
    const name = `${frame.functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${frame.lineNumber}`;
    functions.set(name, (functions.get(name) ?? 0) + delta);
    total += delta;
  });
  const print = (title: string, table: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [name, time] of [...table].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`${((100 * time) / total).toFixed(1).padStart(5)} %  ${name}`);
  };
  print('self time by package', packages);
  print('self time by function', functions);
}

async function main() {
  const backend = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
  const call = process.argv[3] === 'validate' ? 'validate' : 'getAll';
  const folder = mkdtempSync(join(tmpdir(), 'portal-profile-'));
  const profileFile = join(folder, `${backend}-${call}.cpuprofile`);
  const postgres = backend === 'postgres' ? await createThrowawayPostgres() : undefined;
  try {
    await withDemoData(
      serverMain,
      'portal-profile-',
      JWT_SECRET,
      postgres?.url,
      async (env, businessId) => {
        const server = await startBuiltServer(profilingMain(folder, profileFile), env, 1);
        try {
          const calls = await demoCalls(server.base, businessId);
          const { url, body, headers } = call === 'getAll' ? calls.getAll : calls.validate;
          const result = await autocannon({
            url,
            body,
            headers: { 'content-type': 'application/json', ...headers },
            method: 'POST',
            connections: 50,
            duration: 10,
          });
          console.log(
            `${backend} ${call}: ${Math.round(result.requests.average)} req/s under the profiler, ` +
              `${result.non2xx} not 2xx`,
          );
        } finally {
          await server.stop();
        }
      },
    );
  } finally {
    await postgres?.drop();
  }
  summarize(JSON.parse(readFileSync(profileFile, 'utf8')) as Profile, 25);
  console.log(`\nprofile: ${profileFile}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
