import type { Locator, Page } from '@playwright/test';
import { expect, register, registerAdmin, signIn, skipDonationReminder, test, type Member } from './support/fixtures.js';
import { loadDemoCatalogue } from './support/demo-catalogue.js';

// What is laid out on screen at the widths members use: cards, the header, the generated posters.

test.beforeAll(loadDemoCatalogue);

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box): boolean =>
  inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;

async function signInAs(page: Page, member: Member): Promise<void> {
  await skipDonationReminder(page, member);
  await signIn(page, member.email, member.password);
}

/**
 * The generated poster of a card drawn where its image is, as the browser draws it: the box of its
 * kind label ('FILM', 'SÉRIE', 'ANIMÉ' in a frame), and the boxes of the heart and the quality label.
 */
async function cardBoxes(card: Locator): Promise<{ poster: Box; kindLabel: Box; heart: Box; quality: Box | null }> {
  const poster = card.locator('.title-card__poster img');
  await expect(poster).toHaveJSProperty('complete', true);
  return card.evaluate(async (element) => {
    const box = (node: Element): Box => {
      const { x, y, width, height } = node.getBoundingClientRect();
      return { x, y, width, height };
    };
    const image = element.querySelector<HTMLImageElement>('.title-card__poster img')!;
    const drawn = box(image);
    const holder = document.createElement('div');
    holder.style.cssText = `position:fixed;left:${drawn.x}px;top:${drawn.y}px;width:${drawn.width}px;height:${drawn.height}px;opacity:0;pointer-events:none`;
    holder.innerHTML = await (await fetch(image.currentSrc)).text();
    const svg = holder.querySelector('svg')!;
    svg.setAttribute('width', '100%');
    svg.setAttribute('height', '100%');
    document.body.append(holder);
    const label = [...svg.querySelectorAll('text')].find((text) => ['FILM', 'SÉRIE', 'ANIMÉ'].includes(text.textContent ?? ''));
    if (!label?.previousElementSibling) throw new Error(`no kind label on the poster ${image.currentSrc}`);
    const kindLabel = box(label.previousElementSibling);
    holder.remove();
    const quality = element.querySelector('.title-card__quality');
    return { poster: drawn, kindLabel, heart: box(element.querySelector('.favorite-toggle--card')!), quality: quality ? box(quality) : null };
  });
}

test.describe('cards', () => {
  test("the favourite heart, the poster's 'FILM' / 'SÉRIE' label and the quality are all seen, on cards of every size", async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, await register());
    for (const width of [1366, 1024, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/films', '/home']) {
        await page.goto(path);
        // The first card of each row, and of the full list where the page has one.
        const firsts = page.locator('main :is(.carousel__slide, .title-grid > li):first-child .title-card');
        await expect(firsts.first().locator('.favorite-toggle--card')).toBeVisible();
        const count = await firsts.count();
        expect(count).toBeGreaterThan(0);
        for (let index = 0; index < count; index += 1) {
          const card = firsts.nth(index);
          await card.scrollIntoViewIfNeeded();
          await expect(card.locator('.favorite-toggle--card')).toBeVisible();
          const { poster, kindLabel, heart, quality } = await cardBoxes(card);
          const where = `${path} at ${width} px, card ${index + 1} (${Math.round(poster.width)} px wide)`;
          expect(inside(kindLabel, poster), where).toBe(true);
          expect(inside(heart, poster), where).toBe(true);
          expect(overlap(heart, kindLabel), `the heart covers the kind label: ${where}`).toBe(false);
          if (quality) {
            expect(inside(quality, poster), where).toBe(true);
            expect(overlap(quality, kindLabel), `the quality covers the kind label: ${where}`).toBe(false);
            expect(overlap(quality, heart), `the quality and the heart overlap: ${where}`).toBe(false);
          }
        }
      }
    }
  });
});

test.describe('header', () => {
  /** Wide enough for 'Rechercher...' and a few words typed after it. */
  const SEARCH_MIN_PX = 200;
  const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Rechercher un film ou une série' });

  /** Nothing of the header goes past the right edge of the screen (no sideways scrolling). */
  async function expectHeaderFits(page: Page, where: string): Promise<void> {
    const overflow = await page.evaluate(() => {
      const right = Math.max(...[...document.querySelectorAll('.site-header *')].map((node) => node.getBoundingClientRect().right));
      return { right, page: document.documentElement.scrollWidth, screen: window.innerWidth };
    });
    expect(overflow.right, where).toBeLessThanOrEqual(overflow.screen);
    expect(overflow.page, where).toBeLessThanOrEqual(overflow.screen);
  }

  for (const who of ['an admin', 'a member'] as const) {
    test(`the header's search keeps a usable width for ${who}, on a laptop, a tablet and a phone`, async ({ page }) => {
      const member = who === 'an admin' ? await registerAdmin() : await register();
      await signInAs(page, member);
      for (const width of [1366, 1280, 1100, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        const where = `${who} at ${width} px`;
        await expect(page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true })).toHaveCount(who === 'an admin' ? 1 : 0);
        await expect(searchBox(page)).toBeVisible();
        expect((await searchBox(page).boundingBox())!.width, where).toBeGreaterThanOrEqual(SEARCH_MIN_PX);
        await expectHeaderFits(page, where);
      }
      // Tablets held upright and phones: the search is the first entry of the menu.
      for (const width of [800, 390, 360]) {
        await page.setViewportSize({ width, height: 800 });
        const where = `${who} at ${width} px`;
        await expect(searchBox(page)).toBeHidden();
        await expectHeaderFits(page, where);
        await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
        const menuSearch = page.getByRole('navigation', { name: 'Menu mobile' }).getByRole('combobox', { name: 'Rechercher un film ou une série' });
        await expect(menuSearch).toBeVisible();
        expect((await menuSearch.boundingBox())!.width, where).toBeGreaterThanOrEqual(SEARCH_MIN_PX);
        await page.getByRole('button', { name: 'Fermer le menu' }).click();
      }
    });
  }
});

test.describe('generated posters', () => {
  test('a long title is broken between words on its generated poster, each line within the poster', async ({ page }) => {
    await signInAs(page, await register());
    const title = 'La Nuit des morts-vivants';
    await page.goto(`/search?q=${encodeURIComponent('morts vivants')}`);
    const card = page.locator('main .title-card').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    const poster = card.locator('.title-card__poster img');
    await expect(poster).toHaveJSProperty('complete', true);

    // Each line of the title as the browser draws it, and how wide it is in the poster's 400-unit width.
    const lines = await poster.evaluate(async (image: HTMLImageElement) => {
      const holder = document.createElement('div');
      holder.style.cssText = 'position:fixed;left:0;top:0;width:400px;height:600px;opacity:0;pointer-events:none';
      holder.innerHTML = await (await fetch(image.currentSrc)).text();
      document.body.append(holder);
      const spans = [...holder.querySelectorAll('tspan')].map((span) => ({ text: span.textContent ?? '', x: Number(span.getAttribute('x')), width: span.getComputedTextLength() }));
      holder.remove();
      return spans;
    });
    const words = title.split(' ');
    expect(lines.map((line) => line.text).join(' ')).toBe(title);
    for (const line of lines) {
      // Whole words of the title: a line neither starts nor ends inside one.
      expect(words.join(' ').includes(line.text) && line.text.split(' ').every((word) => words.includes(word)), `'${line.text}'`).toBe(true);
      expect(line.x + line.width, `'${line.text}' goes past the poster's margin`).toBeLessThanOrEqual(400 - 24);
    }
  });
});
