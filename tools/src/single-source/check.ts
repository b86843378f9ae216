import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { misplacedTexts, textLiterals } from './texts';

// `npm run lint` (tools): fails when a text a person reads is copied instead of imported (see
// misplacedTexts).
// Tests, stories and fixtures are left out on purpose: they pin the product's texts letter for letter.
// Seed and demo data are content, not messages.

const SOURCES = /^(libs\/[^/]+|apps\/[^/]+)\/src\/.+\.tsx?$/;
const LEFT_OUT = [
  /\.(test|spec|stories)\.tsx?$/,
  /\.fixtures\.ts$/,
  /\/(test|testing)\//,
  /^apps\/e2e\//,
  /^apps\/server\/src\/seed\//,
];

const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => SOURCES.test(file) && !LEFT_OUT.some((pattern) => pattern.test(file)));

const literals = files.flatMap((file) =>
  textLiterals(file, readFileSync(`${root}/${file}`, 'utf8')),
);
const misplaced = misplacedTexts(literals);

if (misplaced.size > 0) {
  console.error(
    `${misplaced.size} text(s) copied instead of imported; define each once in ` +
      `libs/domain/src/messages/ and import it from @portal/domain:`,
  );
  for (const [text, places] of misplaced) {
    console.error(`\n  "${text}"`);
    for (const place of places) console.error(`    ${place.file}:${place.line}`);
  }
  process.exit(1);
}
console.log(`single source: ${literals.length} texts in ${files.length} files, each defined once`);
