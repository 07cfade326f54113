// Pages on a phone: Lighthouse 12 (mobile preset: simulated slow 4G and a 4x slower CPU) on the
// built SPA served by the gateway, each page from a cold cache, with the machine's Chromium.
// Targets: performance ≥ 90 on the login page (/), /home, /films and a movie page; layout
// shift (CLS) < 0.1 on each; the compressed JavaScript loaded by / ≤ 100 kB and by /home ≤ 150 kB.
// Accessibility, best practices and SEO are printed beside them (accessibility must stay at 100).
//
// The member pages are audited signed in: Chromium is started once with a remote debugging port and
// a profile of its own, the member signs in through the login page (Playwright drives that tab),
// and Lighthouse then audits through the same port, so the same refresh cookie restores the
// session. Lighthouse's storage reset would erase that cookie: it is turned off for the member
// pages, and the HTTP cache is emptied before every page instead, so each one loads as on a first visit.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { loadCatalogue } from '../lib/catalogue-data.mjs';
import { api } from '../lib/api.mjs';
import { format, target } from '../lib/report.mjs';
import { freePort } from '../lib/stack.mjs';

export const description = 'Lighthouse (mobile) on /, /home, /films and a movie page: the four scores, CLS, compressed JS';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const PERFORMANCE_TARGET = 90;
const CLS_TARGET = 0.1;
const JS_TARGETS = { '/': 100_000, '/home': 150_000 };
/** A folder to keep each page's full Lighthouse report in (JSON, for its diagnostics: bootup-time, long tasks…). */
const REPORT_DIR = process.env.BENCH_WEB_REPORTS;

const score = (report, id) => Math.round((report.categories[id]?.score ?? 0) * 100);

/** What one audit says: the four scores, the main metrics and the bytes of scripts on the wire. */
function summarize(name, report) {
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const js = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const all = requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const metric = (id) => report.audits[id]?.numericValue;
  return {
    name,
    url: report.finalDisplayedUrl,
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    bestPractices: score(report, 'best-practices'),
    seo: score(report, 'seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    js,
    all,
    failed: Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 1 && ['accessibility', 'seo', 'best-practices'].some((c) => report.categories[c]?.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0)))
      .map((a) => a.id),
  };
}

async function signIn(page, base, member) {
  await page.goto(`${base}/`);
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(`${base}/home`);
  await page.getByRole('button', { name: member.email, exact: true }).waitFor();
}

export default async function web(ctx) {
  const base = ctx.stack.url;
  await loadCatalogue(ctx);
  const member = await ctx.member();
  const films = await api(base, 'GET', '/api/movies?pageSize=1&sort=rating', { token: member.accessToken });
  const movieId = films.body.items[0]?.id;
  if (!movieId) throw new Error('the catalogue has no film to open');
  const pages = [
    { name: '/ (login)', path: '/', member: false },
    { name: '/home', path: '/home', member: true },
    { name: '/films', path: '/films', member: true },
    { name: '/movie/:id', path: `/movie/${movieId}`, member: true },
  ];

  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  // A persistent context is the browser's default one: the tabs Lighthouse opens share its cookies.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: false,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  });
  const results = [];
  const retried = [];
  try {
    const tab = browser.pages()[0] ?? (await browser.newPage());
    const cdp = await browser.newCDPSession(tab);
    let signedIn = false;
    for (const page of pages) {
      if (page.member && !signedIn) {
        await signIn(tab, base, member);
        await tab.goto('about:blank');
        signedIn = true;
      }
      let result;
      // On a busy machine Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP…) and says to run it
      // again: a page gets up to three tries, and the table says when one was needed.
      for (let attempt = 1; ; attempt++) {
        await cdp.send('Network.clearBrowserCache');
        ctx.log(`  lighthouse ${page.name}${attempt > 1 ? ` (try ${attempt})` : ''}…`);
        result = await lighthouse(
          `${base}${page.path}`,
          // The login page is audited as a first visit (storage reset); the member pages keep the cookie.
          { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: page.member },
        );
        if (!result?.lhr) throw new Error(`lighthouse gave no report for ${page.path}`);
        if (!result.lhr.runtimeError) break;
        const problem = `lighthouse on ${page.path}: ${result.lhr.runtimeError.message}`;
        if (attempt === 3) throw new Error(problem);
        ctx.log(`    ${problem}`);
        retried.push(`${page.name} (${result.lhr.runtimeError.code})`);
      }
      if (REPORT_DIR) {
        mkdirSync(REPORT_DIR, { recursive: true });
        const file = join(REPORT_DIR, `${page.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'login'}.json`);
        writeFileSync(file, JSON.stringify(result.lhr));
        ctx.log(`    report: ${file}`);
      }
      const summary = summarize(page.name, result.lhr);
      if (page.member && !new URL(summary.url).pathname.startsWith(page.path)) {
        throw new Error(`${page.path} ended on ${summary.url}: the session was not kept`);
      }
      summary.load = loadavg()[0];
      results.push(summary);
    }
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }

  const ms = (v) => (v === undefined ? '–' : format.ms(v));
  const targets = [];
  for (const r of results) {
    targets.push(
      target({ description: `${r.name}: mobile performance ≥ ${PERFORMANCE_TARGET}`, value: r.performance, op: '>=', limit: PERFORMANCE_TARGET, format: String }),
      target({ description: `${r.name}: CLS < ${CLS_TARGET}`, value: r.cls, op: '<', limit: CLS_TARGET, format: (v) => v.toFixed(3) }),
      target({ description: `${r.name}: accessibility 100`, value: r.accessibility, op: '>=', limit: 100, format: String }),
    );
    const path = r.name.split(' ')[0];
    if (JS_TARGETS[path] !== undefined) {
      targets.push(
        target({ description: `${r.name}: compressed JavaScript ≤ ${format.bytes(JS_TARGETS[path])}`, value: r.js, op: '<=', limit: JS_TARGETS[path], format: format.bytes }),
      );
    }
  }
  return {
    tables: [
      {
        title: 'Lighthouse 12, mobile preset (simulated slow 4G, 4x CPU slowdown), cold cache',
        headers: ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'JS (wire)', 'all (wire)'],
        rows: results.map((r) => [
          r.name, `${r.performance} / ${PERFORMANCE_TARGET}`, String(r.accessibility), String(r.bestPractices), String(r.seo),
          ms(r.fcp), ms(r.lcp), ms(r.tbt), r.cls.toFixed(3),
          `${format.bytes(r.js)}${JS_TARGETS[r.name.split(' ')[0]] ? ` / ${format.bytes(JS_TARGETS[r.name.split(' ')[0]])}` : ''}`, format.bytes(r.all),
        ]),
        notes: [
          'JS and all: bytes on the wire (compressed, headers included) as Lighthouse saw them.',
          ...results.filter((r) => r.failed.length).map((r) => `${r.name}: audits not passed: ${r.failed.join(', ')}`),
          ...(retried.length ? [`Lighthouse runs tried again after a lost trace: ${retried.join(', ')}.`] : []),
          `Machine load (1-minute average, ${availableParallelism()} cores) after each page: ${results.map((r) => `${r.name} ${r.load.toFixed(1)}`).join(', ')}. ` +
            'Lighthouse simulates the phone from a trace taken on this machine: other work slows that trace and lowers the scores.',
        ],
      },
    ],
    targets,
  };
}
