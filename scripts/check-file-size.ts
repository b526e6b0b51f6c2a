/**
 * Issue 13: no source file over 300 lines (files stay small, named for what they hold). Part of
 * `npm run lint`. Not counted: the database schema, migrations, demo reference data and content
 * files; everything else in apps/ and packages/ (source and tests) is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX_LINES = 300;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = ['apps', 'packages'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.vite']);
/** Data and generated structure rather than code to read. */
const EXEMPT = [
  /^apps\/server\/src\/db\/schema\//,
  /^apps\/server\/src\/db\/migrations\//,
  /^apps\/server\/src\/demo\/reference\//,
  /(^|\/)content\.ts$/,
];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

/** Lines as `wc -l` counts them. */
const lineCount = (file: string) => fs.readFileSync(file, 'utf8').split('\n').length - 1;

const problems: string[] = [];
for (const top of ROOTS) {
  for (const file of sourceFiles(path.join(root, top))) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (EXEMPT.some((pattern) => pattern.test(relative))) continue;
    const lines = lineCount(file);
    if (lines > MAX_LINES) problems.push(`${relative}: ${lines} lines (at most ${MAX_LINES})`);
  }
}
if (problems.length) {
  for (const problem of problems) console.error(`file size: ${problem}`);
  process.exit(1);
}
