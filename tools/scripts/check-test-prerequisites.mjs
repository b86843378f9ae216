// `npm test` drives real Chromium and a real PostgreSQL: say clearly what is missing instead of
// failing deep inside a suite. `.ci/run` installs both on a machine that lacks them.
import { existsSync } from 'node:fs';
import { connect } from 'node:net';

const problems = [];
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  problems.push(
    `Chromium not found at ${chromium}: install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}

const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const reachable = await new Promise((ok) => {
  const socket = connect({ host: url.hostname, port: Number(url.port || 5432) });
  socket.setTimeout(2000);
  socket.once('connect', () => (socket.destroy(), ok(true)));
  socket.once('error', () => ok(false));
  socket.once('timeout', () => (socket.destroy(), ok(false)));
});
if (!reachable) {
  problems.push(
    `No PostgreSQL answers at ${url.host}: start one or set TEST_DATABASE_URL (server tests run against PGlite and PostgreSQL).`,
  );
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(1);
}
