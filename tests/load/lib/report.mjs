// Plain-text reports: the figures table of a scenario and its targets with PASS/FAIL.
import { problems } from './load.mjs';

const num = (v, digits = 0) => (Number.isFinite(v) ? v.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '–');
const ms = (v) => (Number.isFinite(v) ? `${v < 10 ? v.toFixed(2) : v.toFixed(1)} ms` : '–');
const pct = (v) => (Number.isFinite(v) ? `${(v * 100).toFixed(1)}%` : '');

function table(headers, rows, alignRight) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (alignRight[i] ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join('  ').trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/**
 * Prints the figures of one scenario. Each figure may carry `vs` (the ratio of its throughput to
 * a reference, e.g. the bare route) and `note`.
 */
export function printFigures(title, figures, out = console.log) {
  const headers = ['request', 'conns', 'req/s', 'p50', 'p95', 'p99', 'bytes/resp', 'MB/s', 'vs bare', 'errors'];
  const rows = figures.map((f) => [
    f.name,
    `${f.connections}${f.pipelining > 1 ? `×${f.pipelining}` : ''}`,
    num(f.rps),
    ms(f.latency.p50),
    ms(f.latency.p95),
    ms(f.latency.p99),
    num(f.bytesPerResponse),
    num(f.bytesPerSecond / 1e6, 2),
    pct(f.vs),
    problems(f) || '0',
  ]);
  out(`\n${title}`);
  out(table(headers, rows, [false, true, true, true, true, true, true, true, true, false]));
  const cpu = figures.filter((f) => f.cpu).map((f) => `  ${f.name}: ${cpuLine(f.cpu, f.rps)}`);
  if (cpu.length) out(`CPU during each measurement (100% = one core; in brackets, CPU time per request):\n${cpu.join('\n')}`);
  for (const f of figures.filter(disturbed)) {
    out(`warning: ${f.name}: other work used ${f.cpu.other.toFixed(0)}% of ${f.cpu.capacity}% CPU during the measurement: its figures are disturbed.`);
  }
  const notes = figures.filter((f) => f.note).map((f) => `  ${f.name}: ${f.note}`);
  if (notes.length) out(`notes:\n${notes.join('\n')}`);
}

/** Share of the machine's CPU used by outside work above which a measurement is flagged. */
const OTHER_WORK_WARNING = 0.15;

/** True when outside work took a large share of the CPU during the measurement. */
export const disturbed = (f) => Boolean(f.cpu && f.cpu.other > OTHER_WORK_WARNING * f.cpu.capacity);

/**
 * Where the CPU went, as shares of one core and, given the rate of what was measured (per
 * second), as CPU time per unit (µs): `gateway 51% (55 µs)`. The unit is a request, or a save.
 */
export function cpuLine(cpu, rate) {
  const { servers, other, capacity, serverParts = {}, ...ours } = cpu;
  const micros = (v) => Math.round((v / 100) * (1e6 / rate));
  const each = (v) => (rate > 0 ? ` (${micros(v)} µs)` : '');
  const split = Object.entries(serverParts)
    .filter(([, v]) => v >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => (rate > 0 ? `${k} ${micros(v)} µs` : `${k} ${v.toFixed(0)}%`));
  const serversPart = `PostgreSQL/NATS/Redis ${servers.toFixed(0)}%${each(servers)}${split.length ? ` [${split.join(', ')}]` : ''}`;
  const parts = Object.entries(ours)
    .filter(([, v]) => v >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v.toFixed(0)}%${each(v)}`);
  return [...parts, serversPart, `other ${other.toFixed(0)}%`].join(', ') + ` (of ${capacity}%)`;
}

/**
 * A target checked against measurements: `value` compared with `limit` by `op` ('>=', '>', '<=', '<').
 * `figure` is the measurement (or the list of measurements) the value comes from: one with failed
 * requests makes the target fail (its figures describe errors, not the route), and one disturbed
 * by outside work is pointed out.
 */
export function target({ description, value, op, limit, format = (v) => String(v), figure }) {
  const cmp = { '>=': (a, b) => a >= b, '>': (a, b) => a > b, '<=': (a, b) => a <= b, '<': (a, b) => a < b }[op];
  if (!cmp) throw new Error(`unknown comparison ${op}`);
  const figures = [figure].flat().filter(Boolean);
  const dirty = figures.map((f) => (problems(f) ? `${f.name}: ${problems(f)}` : '')).filter(Boolean).join('; ');
  const busy = figures.filter(disturbed).map((f) => `${f.name} measured while other work used ${f.cpu.other.toFixed(0)}% of ${f.cpu.capacity}% CPU`).join('; ');
  const pass = !dirty && Number.isFinite(value) && cmp(value, limit);
  return { description, measured: `${format(value)} (target ${op} ${format(limit)})${dirty ? `; requests failed: ${dirty}` : ''}${busy ? `; ${busy}` : ''}`, pass };
}

/** Prints the targets of one scenario; returns those missed. */
export function printTargets(title, targets, out = console.log) {
  if (!targets.length) return [];
  out(`\n${title}`);
  for (const t of targets) out(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.description}: ${t.measured}`);
  return targets.filter((t) => !t.pass);
}

/**
 * Prints a scenario's extra table (figures that are not load measurements: sizes, sequential
 * timings): { title, headers, rows, right? (which columns align right; all but the first by default), notes? }.
 */
export function printTable({ title, headers, rows, right = headers.map((_, i) => i > 0), notes = [] }, out = console.log) {
  out(`\n${title}`);
  out(table(headers, rows, right));
  for (const n of notes) out(`  ${n}`);
}

const bytes = (v) => (!Number.isFinite(v) ? '–' : v >= 1e6 ? `${(v / 1e6).toFixed(2)} MB` : v >= 1e3 ? `${(v / 1e3).toFixed(1)} kB` : `${v} B`);
const ratio = (v) => (Number.isFinite(v) ? `${v >= 100 ? v.toFixed(0) : v.toFixed(1)}×` : '–');

export const format = { num, ms, pct, bytes, ratio };
