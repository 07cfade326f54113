// Where a process's CPU goes during each load of a bench run, from V8 CPU profiles.
//
//   flock /tmp/bench.lock node tests/load/lib/profile-bench.mjs [--process gateway] [--top 20] [--dir var/prof/<name>] -- auth catalogue
//   node tests/load/lib/profile-bench.mjs --analyse var/prof/<name> [--process gateway] [--top 20]
//
// The first form runs `npm run bench` with the given arguments and STACK_NODE_ARGS="--cpu-prof
// --cpu-prof-dir=<dir>" (scripts/lib/stack.mjs passes it to every service and the gateway), keeps
// the bench's output in <dir>/bench.out and its progress lines, each stamped with the monotonic clock
// (the clock of V8's profiles), in <dir>/bench.err; the second analyses such a folder again. Only
// the measured seconds of each load are read (from its "measuring …" line: after the warm-up, for
// the measurement's duration), not the start-up, the data loading or the warm-ups. For each load it
// prints the process's CPU (share of one core, and µs per request from the figures table's req/s)
// and its self time by function and by module (a package of node_modules, a Node.js internal module,
// a file of the built services or libs; V8's own: "(garbage collector)", "(program)"), each as a
// share of the process's busy time and in µs per request. The profiled processes are slower than
// unprofiled ones: compare profiles with profiles, figures with figures.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** The module a call frame belongs to: a package name, a Node.js internal, a repository file, or V8's own. */
export function moduleOf(frame) {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return url;
  const path = url.replace(/^file:\/\//, '');
  const nm = path.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const [first, second] = path.slice(nm + 14).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  return relative(ROOT, path);
}

const frameKey = (frame) => `${frame.functionName || '(anonymous)'} ${frame.url ? `${moduleOf(frame)}:${frame.lineNumber + 1}` : ''}`.trim();

/**
 * Self time (µs) by function and by module of the samples taken between `from` and `to` (µs of the
 * monotonic clock), and the busy time (every sample but "(idle)"). A sample's time is the gap to
 * the next sample.
 */
export function selfTimes(profile, from, to) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFunction = new Map();
  const byModule = new Map();
  let busy = 0;
  let t = profile.startTime;
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i++) {
    t += timeDeltas[i];
    const next = i + 1 < samples.length ? t + timeDeltas[i + 1] : profile.endTime;
    if (t < from || t >= to) continue;
    const frame = nodes.get(samples[i]).callFrame;
    if (frame.functionName === '(idle)') continue;
    const took = Math.max(0, Math.min(next, to) - t);
    busy += took;
    const f = frameKey(frame);
    byFunction.set(f, (byFunction.get(f) ?? 0) + took);
    const m = moduleOf(frame);
    byModule.set(m, (byModule.get(m) ?? 0) + took);
  }
  return { busy, byFunction, byModule };
}

/** The profile of `processName` among the .cpuprofile files of `dir`: the one running services/<name>/dist. */
function profileOf(dir, processName) {
  const marker = `/services/${processName}/dist/`;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    if (profile.nodes.some((n) => n.callFrame.url.includes(marker) && n.callFrame.url.endsWith('/main.js'))) return { file, profile };
  }
  throw new Error(`no profile of ${processName} in ${dir}`);
}

/** The measured windows of a stamped bench.err: [{ scenario, name, from, to, seconds }] (µs). */
function windowsOf(stampedErr) {
  const windows = [];
  let scenario;
  for (const line of stampedErr.split('\n')) {
    const m = /^(\d+) (.*)$/.exec(line);
    if (!m) continue;
    const at = Number(m[1]);
    const text = m[2];
    const s = /^scenario (\S+):/.exec(text);
    if (s) scenario = s[1];
    const w = /^ {2}measuring (.+): \d+ connections, pipelining \d+, ([\d.]+) s warm-up \+ ([\d.]+) s/.exec(text);
    if (w) {
      const warmup = Number(w[2]) * 1e6;
      const seconds = Number(w[3]);
      windows.push({ scenario, name: w[1], from: at + warmup, to: at + warmup + seconds * 1e6, seconds });
    }
  }
  return windows;
}

/** req/s of each row of each scenario's figures table in bench.out: Map('<scenario>/<request>' -> req/s). */
function ratesOf(out) {
  const rates = new Map();
  let scenario;
  for (const line of out.split('\n')) {
    const s = /^== (\S+) ==$/.exec(line);
    if (s) scenario = s[1];
    const r = /^(.+?)\s{2,}(\d+)(?:×\d+)?\s+([\d,]+)\s{2,}/.exec(line);
    if (scenario && r) rates.set(`${scenario}/${r[1].trim()}`, Number(r[3].replace(/,/g, '')));
  }
  return rates;
}

const pct = (v) => `${(v * 100).toFixed(1)} %`;
const us = (v) => (Number.isFinite(v) ? v.toFixed(v < 10 ? 2 : 1) : '–');

function top(map, busy, requests, n) {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, took]) => `| ${key.replace(/\|/g, '\\|')} | ${pct(took / busy)} | ${us(took / requests)} |`);
}

/** Prints, for every measured load, the process's CPU and its self time by module and by function (markdown). */
export function analyse(dir, { processName = 'gateway', topN = 20, out = console.log } = {}) {
  const { file, profile } = profileOf(dir, processName);
  const windows = windowsOf(readFileSync(join(dir, 'bench.err'), 'utf8'));
  const rates = ratesOf(readFileSync(join(dir, 'bench.out'), 'utf8'));
  out(`# ${processName}: ${file}\n`);
  for (const w of windows) {
    const rate = rates.get(`${w.scenario}/${w.name}`);
    const requests = rate ? rate * w.seconds : NaN;
    const { busy, byFunction, byModule } = selfTimes(profile, w.from, w.to);
    if (busy < 0.01 * (w.to - w.from)) continue; // this process took no part in that load
    out(`## ${w.scenario}: ${w.name}`);
    out(`${processName} busy ${pct(busy / (w.to - w.from))} of one core over the ${w.seconds} s measured; ${rate ? `${Math.round(rate).toLocaleString('en-US')} req/s, ${us(busy / requests)} µs of CPU per request` : 'rate not found in bench.out'}.\n`);
    out('| module | self | µs/req |\n|---|---:|---:|');
    for (const row of top(byModule, busy, requests, Math.min(topN, 15))) out(row);
    out('\n| function | self | µs/req |\n|---|---:|---:|');
    for (const row of top(byFunction, busy, requests, topN)) out(row);
    out('');
  }
}

/** Runs the bench with every process profiled into `dir`, its stderr lines stamped with the monotonic clock. */
async function profileBench(dir, benchArgs) {
  mkdirSync(dir, { recursive: true });
  const out = createWriteStream(join(dir, 'bench.out'));
  const err = createWriteStream(join(dir, 'bench.err'));
  const child = spawn(process.execPath, [join(ROOT, 'tests', 'load', 'run.mjs'), ...benchArgs], {
    cwd: ROOT,
    env: { ...process.env, STACK_NODE_ARGS: `--cpu-prof --cpu-prof-dir=${dir}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => {
    out.write(d);
    process.stdout.write(d);
  });
  let pending = '';
  child.stderr.on('data', (d) => {
    const at = process.hrtime.bigint() / 1000n;
    process.stderr.write(d);
    const lines = (pending + d).split('\n');
    pending = lines.pop();
    for (const line of lines) err.write(`${at} ${line}\n`);
  });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  await Promise.all([new Promise((r) => out.end(r)), new Promise((r) => err.end(r))]);
  return code;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { analyse: { type: 'string' }, dir: { type: 'string' }, process: { type: 'string' }, top: { type: 'string' } },
  });
  const options = { processName: values.process ?? 'gateway', topN: Number(values.top ?? 20) };
  if (values.analyse) return analyse(values.analyse, options);
  const dir = values.dir ?? join('var', 'prof', new Date().toISOString().replace(/[:.]/g, '-'));
  const absolute = isAbsolute(dir) ? dir : join(ROOT, dir);
  const code = await profileBench(absolute, positionals);
  if (code !== 0) throw new Error(`the bench exited with ${code}; its output is in ${absolute}`);
  console.log(`\nProfiles and output in ${absolute}\n`);
  analyse(absolute, options);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err.stack ?? err);
    process.exit(1);
  });
}
