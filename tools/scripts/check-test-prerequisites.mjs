// `npm test` drives real Chromium (its headless shell) and a real PostgreSQL: say clearly what is missing instead of
// failing deep inside a suite. `.ci/run` installs both on a machine that lacks them.
import { existsSync } from 'node:fs';
import { connect } from 'node:net';

const problems = [];
// The defaults are @portal/test-support's (testChromium, fullChromium): the tests drive the
// headless shell, and the full browser only for its PDF viewer.
for (const [variable, path, debianPackage] of [
  ['CHROMIUM_PATH', '/usr/bin/chromium-headless-shell', 'chromium-headless-shell'],
  ['FULL_CHROMIUM_PATH', '/usr/bin/chromium', 'chromium'],
]) {
  const chromium = process.env[variable] ?? path;
  if (!existsSync(chromium)) {
    problems.push(
      `Chromium not found at ${chromium}: install Debian's package (apt-get install -y ${debianPackage}) or set ${variable}.`,
    );
  }
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
