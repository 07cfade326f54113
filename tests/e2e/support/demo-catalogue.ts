import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import type { ContentKind, HomeSections, SearchResults } from '@streaming/contracts';
import { currentTestNames } from '../../support/test-env.js';
import { call, register, type Member } from '../../api/support/api-client.js';

const SEED_SCRIPT = fileURLToPath(new URL('../../../services/catalogue/dist/seed/seed-demo.js', import.meta.url));

/**
 * Loads the demo catalogue into this run's database (once; a later call says it is already loaded),
 * then waits until the home serves it. The seed writes under a running system whose other tests may
 * have just read the home: what was cached then (5 s by the gateway, 1 s by each catalogue process)
 * still says "nothing yet" for a moment, and a page opened meanwhile would show that.
 */
export async function loadDemoCatalogue(): Promise<void> {
  const out = execFileSync(process.execPath, [SEED_SCRIPT], { env: { ...process.env, ...currentTestNames() }, encoding: 'utf8' });
  expect(out).toMatch(/demo catalogue (loaded|already loaded)/);
  const reader = await register();
  await expect
    .poll(async () => {
      const home = await call<HomeSections>('/api/home', { token: reader.accessToken });
      return home.status === 200 ? home.body.featuredMovies.length : 0;
    }, { timeout: 20_000 })
    .toBeGreaterThan(0);
}

/** The id of a demo title, found through the search API as every other client does (`query`: the words searched, the title by default). */
export async function demoTitleId(member: Member, kind: ContentKind, title: string, query = title): Promise<string> {
  const res = await call<SearchResults>(`/api/search?q=${encodeURIComponent(query)}`, { token: member.accessToken });
  expect(res.status).toBe(200);
  const card = res.body.items.find((item) => item.kind === kind && item.title === title);
  if (!card) throw new Error(`"${title}" not found by the search "${query}"`);
  return card.id;
}
