// npm test: the whole suite. Builds first (the API and browser tests run the built system), then
// unit, integration, API and browser tests. Stops at the first failing stage.
import { spawnSync } from 'node:child_process';
import { ROOT, ensureServers } from './lib/stack.mjs';

const jest = ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js'];
const stages = [
  ['build', 'npx', ['nx', 'run-many', '-t', 'build', '--output-style=static']],
  ['lint', 'npx', ['nx', 'run-many', '-t', 'lint', '--output-style=static']],
  ['unit', process.execPath, [...jest, '--selectProjects', 'unit']],
  ['integration', process.execPath, [...jest, '--selectProjects', 'integration', '--runInBand']],
  ['api', process.execPath, [...jest, '--selectProjects', 'api', '--runInBand']],
  ['e2e', 'npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts']],
];
const only = process.argv.slice(2);

await ensureServers();
const summary = [];
for (const [name, cmd, args] of stages) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } });
  summary.push(`${name}: ${res.status === 0 ? 'ok' : 'ÉCHEC'} (${Math.round((Date.now() - started) / 1000)} s)`);
  if (res.status !== 0) {
    console.error(`\n${summary.join('\n')}`);
    process.exit(res.status ?? 1);
  }
}
console.log(`\n${summary.join('\n')}`);
