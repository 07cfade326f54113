// Benchmarks: `npm run bench` runs every scenario in tests/load/scenarios; `npm run bench -- auth`
// runs only the named ones. Options: --duration <s> (default 10), --warmup <s> (default 2),
// --titles <n> (synthetic titles of the catalogue the catalogue-reading scenarios load, default 100,000), --list.
//
// A scenario is a module exporting `description` and a default async function (ctx) returning
// { figures, tables?, targets }: figures from ctx.measure(), tables of other figures (printed by
// lib/report.mjs `printTable()`), targets from lib/report.mjs `target()`.
// The stack (every built service and the gateway, in child processes, on this run's own nats-server,
// database and Redis prefix) and a bare Fastify server (the baseline, also a child
// process) are started once for all scenarios; autocannon runs in this process.
//
// Exit code: 0 when the scenarios ran, even if targets were missed (this is a measurement, not a
// test; misses are printed); 1 when the bench could not run (not built, servers down, a scenario failed).
import { readdirSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startBenchStack, assertBuilt, BenchSetupError } from './lib/stack.mjs';
import { startBareServer } from './lib/baseline.mjs';
import { DEFAULT_LOAD, measure } from './lib/load.mjs';
import { sampleCpu } from './lib/cpu.mjs';
import { registerMember } from './lib/api.mjs';
import { DEFAULT_TITLES, MAX_TITLES } from './lib/catalogue-data.mjs';
import { printFigures, printTable, printTargets } from './lib/report.mjs';

const SCENARIO_DIR = join(import.meta.dirname, 'scenarios');
const log = (msg) => process.stderr.write(`${msg}\n`);

function usage() {
  return 'usage: npm run bench [-- [scenario ...] [--duration <s>] [--warmup <s>] [--titles <n>] [--list]]';
}

function parseCli() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        duration: { type: 'string' },
        warmup: { type: 'string' },
        titles: { type: 'string' },
        list: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    throw new BenchSetupError(`${err.message}\n${usage()}`);
  }
  const { values, positionals } = parsed;
  const seconds = (v, name, min) => {
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!Number.isFinite(n) || n < min) throw new BenchSetupError(`--${name} must be a number of seconds ≥ ${min} (got ${v})\n${usage()}`);
    return n;
  };
  const titles = values.titles === undefined ? DEFAULT_TITLES : Number(values.titles);
  if (!Number.isInteger(titles) || titles < 1 || titles > MAX_TITLES) {
    throw new BenchSetupError(`--titles must be a whole number of synthetic titles from 1 to ${MAX_TITLES.toLocaleString('en-US')} (got ${values.titles})\n${usage()}`);
  }
  return {
    names: positionals,
    titles,
    list: values.list,
    help: values.help,
    load: {
      duration: seconds(values.duration, 'duration', 1) ?? DEFAULT_LOAD.duration,
      warmup: seconds(values.warmup, 'warmup', 0) ?? DEFAULT_LOAD.warmup,
    },
  };
}

async function loadScenarios(wanted) {
  const files = readdirSync(SCENARIO_DIR).filter((f) => f.endsWith('.mjs')).sort();
  const available = files.map((f) => basename(f, '.mjs'));
  const unknown = wanted.filter((n) => !available.includes(n));
  if (unknown.length) throw new BenchSetupError(`unknown scenario: ${unknown.join(', ')} (available: ${available.join(', ')})`);
  const chosen = wanted.length ? available.filter((n) => wanted.includes(n)) : available;
  const scenarios = [];
  for (const name of chosen) {
    const mod = await import(pathToFileURL(join(SCENARIO_DIR, `${name}.mjs`)).href);
    if (typeof mod.default !== 'function') throw new BenchSetupError(`tests/load/scenarios/${name}.mjs has no default export function`);
    scenarios.push({ name, description: mod.description ?? '', run: mod.default });
  }
  return scenarios;
}

/**
 * What every scenario gets: the running stack, the baseline, a measuring function, a member, and
 * `titles`, the synthetic titles lib/catalogue-data.mjs loads (--titles).
 */
function createContext({ stack, bare, load, titles }) {
  const memo = new Map();
  const once = (key, fn) => {
    if (!memo.has(key)) memo.set(key, fn());
    return memo.get(key);
  };
  const ctx = {
    stack,
    bare,
    load,
    titles,
    log,
    /** autocannon with the run's duration and warm-up unless the scenario sets them. */
    async measure(opts) {
      const o = { ...DEFAULT_LOAD, ...load, ...opts };
      const length = o.maxRequests ? `${o.duration} s or ${o.maxRequests} requests` : `${o.duration} s`;
      log(`  measuring ${o.name ?? o.path}: ${o.connections} connections, pipelining ${o.pipelining}, ${o.warmup} s warm-up + ${length}…`);
      // CPU is sampled over warm-up and measurement alike (both run the same load).
      const endCpu = sampleCpu({ ...stack.pids(), baseline: bare.pid, autocannon: process.pid });
      const figure = await measure(o);
      figure.cpu = endCpu();
      return figure;
    },
    /**
     * The bare route measured under the same load shape (connections, pipelining), once per run and
     * shape, so every scenario compares against a baseline taken in this same run.
     */
    baseline({ connections = DEFAULT_LOAD.connections, pipelining = DEFAULT_LOAD.pipelining } = {}) {
      return once(`baseline:${connections}:${pipelining}`, () =>
        ctx.measure({ name: 'GET /bare (baseline)', url: bare.url, path: bare.path, connections, pipelining }),
      );
    },
    /** One member signed up through the API for the whole run: { email, password, accessToken, user }. */
    member() {
      return once('member', () => registerMember(stack.url));
    },
  };
  return ctx;
}

async function main() {
  const cli = parseCli();
  if (cli.help) {
    console.log(usage());
    return 0;
  }
  const scenarios = await loadScenarios(cli.names);
  if (cli.list) {
    for (const s of scenarios) console.log(`${s.name.padEnd(16)} ${s.description}`);
    return 0;
  }
  assertBuilt(); // fail before starting anything; startBenchStack prints the warnings

  let stack;
  let bare;
  let exitCode = 0;
  let cleaning;
  const cleanup = () =>
    (cleaning ??= (async () => {
      await bare?.stop().catch((err) => log(`bare server: ${err.message}`));
      const problems = (await stack?.stop()) ?? [];
      for (const p of problems) log(`cleanup: could not drop ${p}`);
    })());
  const onSignal = (signal) => {
    log(`\n${signal}: stopping the stack and dropping this run's resources…`);
    cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const missed = [];
  const [loadBefore] = loadavg(); // before our own start-up adds to it
  try {
    log(`bench: starting the stack (${scenarios.map((s) => s.name).join(', ')})…`);
    stack = await startBenchStack({ log });
    bare = await startBareServer();
    log(`bench: gateway ${stack.url}, baseline ${bare.url}${bare.path}, run ${stack.names.TEST_RUN_ID}`);
    console.log(
      `Benchmarks: node ${process.version}, ${availableParallelism()} CPU(s) (${cpus()[0]?.model?.trim() ?? 'unknown'}); ` +
        `each measurement ${cli.load.warmup} s warm-up + ${cli.load.duration} s, autocannon in this process, servers in child processes. ` +
        `Latencies over 2xx responses. Catalogue: ${cli.titles.toLocaleString('en-US')} synthetic titles. Load average before the start: ${loadBefore.toFixed(1)}.`,
    );
    if (loadBefore > availableParallelism()) {
      console.log(`warning: the machine was busy before the run (load average ${loadBefore.toFixed(1)} on ${availableParallelism()} CPUs): figures will be lower and noisier than on an idle machine.`);
    }
    const ctx = createContext({ stack, bare, load: cli.load, titles: cli.titles });
    for (const scenario of scenarios) {
      log(`\nscenario ${scenario.name}: ${scenario.description}`);
      try {
        const { figures = [], tables = [], targets = [] } = (await scenario.run(ctx)) ?? {};
        if (figures.length) printFigures(`== ${scenario.name} ==`, figures);
        else console.log(`\n== ${scenario.name} ==`);
        for (const t of tables) printTable(t);
        missed.push(...printTargets(`${scenario.name} targets:`, targets).map((t) => ({ scenario: scenario.name, ...t })));
      } catch (err) {
        exitCode = 1;
        console.error(`\nscenario ${scenario.name} failed: ${err.stack ?? err}`);
      }
    }
    console.log('');
    if (missed.length) {
      console.log(`TARGETS MISSED (${missed.length}):`);
      for (const t of missed) console.log(`  FAIL  [${t.scenario}] ${t.description}: ${t.measured}`);
    } else if (exitCode === 0) {
      console.log('All targets met.');
    }
  } catch (err) {
    exitCode = 1;
    console.error(`\nbench: ${err instanceof BenchSetupError ? err.message : (err.stack ?? err)}`);
  } finally {
    log("bench: stopping the stack and dropping this run's database and Redis keys…");
    await cleanup();
  }
  return exitCode;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`bench: ${err instanceof BenchSetupError ? err.message : (err.stack ?? err)}`);
    process.exit(1);
  },
);
