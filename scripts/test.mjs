// npm test: the whole suite. Builds first (the API and browser tests run the built system), then
// lint, the tests' type-check (Jest runs them through SWC, which does not check types), unit,
// integration, API, fault (replicas and NATS going away under load) and browser tests. Stops at the first failing stage and ends with
// one line counting every test: "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, ensureServers } from './lib/stack.mjs';

const results = join(ROOT, 'var', 'test-results');
const jest = (project, extra = []) => [
  '--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--selectProjects', project, ...extra,
  '--json', `--outputFile=${join(results, `${project}.json`)}`,
];
const stages = [
  { name: 'build', cmd: 'npx', args: ['nx', 'run-many', '-t', 'build', '--output-style=static'] },
  { name: 'lint', cmd: 'npx', args: ['nx', 'run-many', '-t', 'lint', '--output-style=static'] },
  { name: 'typecheck', cmd: 'npm', args: ['run', '--silent', 'typecheck:tests'] },
  { name: 'unit', cmd: process.execPath, args: jest('unit'), report: 'jest' },
  { name: 'integration', cmd: process.execPath, args: jest('integration', ['--runInBand']), report: 'jest' },
  { name: 'api', cmd: process.execPath, args: jest('api', ['--runInBand']), report: 'jest' },
  { name: 'faults', cmd: process.execPath, args: jest('faults', ['--runInBand']), report: 'jest' },
  {
    name: 'e2e', cmd: 'npx', args: ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', '--reporter=list,json'], report: 'playwright',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'e2e.json') },
  },
];
const only = process.argv.slice(2);

/** Passed and failed counts from a stage's JSON report. */
function counts(stage) {
  const file = join(results, `${stage.name === 'e2e' ? 'e2e' : stage.name}.json`);
  if (!stage.report || !existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (stage.report === 'jest') return { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites };
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
await ensureServers();
const summary = [];
let passed = 0;
let failed = 0;
let status = 0;
for (const stage of stages) {
  if (only.length && !only.includes(stage.name)) continue;
  console.log(`\n━━ ${stage.name} ━━`);
  const started = Date.now();
  const res = spawnSync(stage.cmd, stage.args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', ...stage.env },
  });
  const c = counts(stage);
  passed += c.passed;
  failed += c.failed;
  const ok = res.status === 0;
  summary.push(`${stage.name}: ${ok ? 'ok' : 'FAILED'} (${Math.round((Date.now() - started) / 1000)} s${stage.report ? `, ${c.passed} passed, ${c.failed} failed` : ''})`);
  if (!ok) {
    status = res.status ?? 1;
    if (!stage.report || c.failed === 0) failed += 1; // a stage that broke without a test report counts as one failure
    break;
  }
}
console.log(`\n${summary.join('\n')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(status);
