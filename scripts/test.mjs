// `npm test`: every unit and server suite (also on PostgreSQL when TEST_DATABASE_URL is set),
// then the browser journeys in Chromium against a real server; ends with one count line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Outside test-results/, which Playwright empties when it starts.
const reports = path.join(os.tmpdir(), `arrival-test-reports-${process.pid}`);
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const unitReport = path.join(reports, 'vitest.json');
const e2eReport = path.join(reports, 'playwright.json');

const unitStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`]);
const buildStatus = run('npm', ['run', 'build']);
const e2eStatus = buildStatus === 0 ? run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport }) : 1;

function counts(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  return read(JSON.parse(readFileSync(file, 'utf8')));
}
const unit = counts(unitReport, (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  skipped: r.numPendingTests + r.numTodoTests,
}));
const e2e = counts(e2eReport, (r) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
  skipped: r.stats.skipped,
}));

// The runners print each failure where it happens, far above the end of a long log: name them again
// last, so the tail of the log says what failed.
function unitFailures(r) {
  return r.testResults.flatMap((file) => {
    const where = path.relative(root, file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    if (failedTests.length === 0 && file.status === 'failed') return [`${where}: ${firstLine(file.message)}`];
    return failedTests.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
  });
}
function e2eFailures(r) {
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = test.results.at(-1)?.error?.message;
        found.push(
          `${path.relative(root, path.join(r.config.rootDir, spec.file))}:${spec.line} › ${spec.title}: ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of r.suites) walk(suite);
  return found;
}
function firstLine(text = '') {
  // eslint-disable-next-line no-control-regex -- the runners colour their messages
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '').trim();
  return plain.split('\n')[0].slice(0, 300);
}
const failures = [
  ...(existsSync(unitReport) ? unitFailures(JSON.parse(readFileSync(unitReport, 'utf8'))) : []),
  ...(existsSync(e2eReport) ? e2eFailures(JSON.parse(readFileSync(e2eReport, 'utf8'))) : []),
];
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);

const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed + (buildStatus === 0 ? 0 : 1);
console.log(
  `\nunit and server: ${unit.passed} passed, ${unit.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed`,
);
console.log(
  `tests: ${passed} passed, ${failed} failed${unit.skipped + e2e.skipped ? `, ${unit.skipped + e2e.skipped} skipped` : ''}`,
);
// The reports were read above; nothing of a run stays behind in the temporary folder.
rmSync(reports, { recursive: true, force: true });
process.exit(unitStatus || buildStatus || e2eStatus ? 1 : 0);
