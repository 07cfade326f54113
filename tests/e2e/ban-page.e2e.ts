import type { BanView } from '@streaming/contracts';
import { call, expect, register, registerAdmin, submitLogin, supportEmail, test, uniqueEmail } from './support/fixtures.js';

// The ban page a banned member signs in to: its icon and where its contest link writes.

test('the ban page draws its icon without an emoji font and contests by mail to the configured support address', async ({ page }) => {
  const member = await register(uniqueEmail('suspendu'));
  const admin = await registerAdmin();
  const ban = await call<BanView>(`/api/admin/users/${member.session.user.id}/ban`, {
    token: admin.accessToken,
    body: { reason: 'Spam répété', days: 0 },
  });
  expect(ban.status).toBe(200);

  await page.goto('/');
  await submitLogin(page, member.email, member.password);
  await expect(page.getByRole('heading', { name: 'COMPTE SUSPENDU' })).toBeVisible();

  // The icon is a drawing, not a character some systems have no glyph for.
  const card = page.locator('.ban__card');
  await expect(card.locator('svg.ban__icon')).toBeVisible();
  await expect(card).not.toContainText('⛔');

  // The contest link writes to support's address, as configured for the stack, never to the site's host.
  const contest = page.getByRole('link', { name: 'Contester la suspension' });
  await expect(contest).toHaveAttribute('href', new RegExp(`^mailto:${supportEmail().replace(/[.]/g, '\\.')}\\?subject=`));
  const href = (await contest.getAttribute('href'))!;
  expect(decodeURIComponent(href)).toContain('raison : Spam répété');
  await expect(card.getByRole('link', { name: supportEmail(), exact: true })).toHaveAttribute('href', `mailto:${supportEmail()}`);
  await expect(card).not.toContainText('127.0.0.1');
});
