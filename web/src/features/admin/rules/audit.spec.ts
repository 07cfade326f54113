import { describe, expect, it } from '@jest/globals';

import {
  actionLabel,
  actorLabel,
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE,
  auditFoundText,
  auditParams,
  auditQuery,
  auditStateFromParams,
  diffRows,
  isAuditFiltered,
  NO_AUDIT_FILTERS,
  showValue,
  targetLink,
  targetTypeLabel,
} from './audit';

describe('action labels', () => {
  it('names every action the services record in French, each once', () => {
    expect(actionLabel('user.ban')).toBe('Utilisateur banni');
    expect(actionLabel('user.unban')).toBe('Bannissement levé');
    expect(actionLabel('genre.delete')).toBe('Genre supprimé');
    expect(actionLabel('popup.activate')).toBe('Message de connexion activé');
    expect(new Set(AUDIT_ACTIONS.map((a) => a.value)).size).toBe(AUDIT_ACTIONS.length);
    for (const { value } of AUDIT_ACTIONS) expect(value).toMatch(/^[a-z_]{1,30}\.[a-z_]{1,30}$/);
  });

  it('shows an action it does not know as stored', () => {
    expect(actionLabel('analytics.export')).toBe('analytics.export');
    expect(targetTypeLabel('analytics')).toBe('analytics');
    expect(targetTypeLabel('series')).toBe('Série');
  });
});

describe('who and what', () => {
  it("names the admin by their address, or 'Compte supprimé' once erased", () => {
    expect(actorLabel({ actorEmail: 'admin@exemple.fr' })).toBe('admin@exemple.fr');
    expect(actorLabel({ actorEmail: null })).toBe('Compte supprimé');
  });

  it('links films and series to their page, not once deleted, and nothing else', () => {
    const id = '0b5f7c1e-9a43-4c1b-8f6e-2d8a1c3b4e5f';
    expect(targetLink({ action: 'movie.update', targetType: 'movie', targetId: id })).toBe(`/movie/${id}`);
    expect(targetLink({ action: 'series.create', targetType: 'series', targetId: id })).toBe(`/series/${id}`);
    expect(targetLink({ action: 'movie.delete', targetType: 'movie', targetId: id })).toBeNull();
    expect(targetLink({ action: 'user.ban', targetType: 'user', targetId: id })).toBeNull();
    expect(targetLink({ action: 'episode.update', targetType: 'episode', targetId: id })).toBeNull();
  });
});

describe('diffRows', () => {
  it('lists the fields that changed with French names, before and after readable', () => {
    const rows = diffRows({
      reason: { before: null, after: 'Spam répété' },
      type: { before: null, after: 'TEMPORAIRE' },
      bannedUntil: { before: null, after: null },
      isFeatured: { before: false, after: true },
      genres: { before: ['Drame'], after: ['Comédie', 'Drame'] },
    });
    expect(rows.map((r) => [r.label, r.before.text, r.after.text])).toEqual([
      ['Raison', '—', 'Spam répété'],
      ['Type', '—', 'TEMPORAIRE'],
      ['À la une', 'Non', 'Oui'],
      ['Genres', 'Drame', 'Comédie, Drame'],
    ]);
  });

  it("shows 'effacé' as such, and a field it does not know by its key", () => {
    const [row] = diffRows({ to: { before: null, after: 'effacé' } });
    expect(row).toMatchObject({ label: 'Destinataire', after: { text: 'effacé', erased: true } });
    expect(diffRows({ mood: { before: 1, after: 2 } })[0].label).toBe('mood');
  });

  it('writes dates in French and numbers with their separators', () => {
    expect(showValue('2026-03-05T13:05:00.000Z').text).toMatch(/5 mars 2026 à \d{2}:05/);
    expect(showValue(125000).text).toBe((125000).toLocaleString('fr-FR'));
    expect(showValue([])).toMatchObject({ text: '—', empty: true });
  });
});

describe('filters in the URL', () => {
  it('reads back what it wrote, blank filters and page 1 left out', () => {
    const filters = { ...NO_AUDIT_FILTERS, actor: ' admin@ ', action: 'user.ban', from: '2026-01-01' };
    const params = auditParams(filters, 3);
    expect(params.toString()).toBe('actor=admin%40&action=user.ban&from=2026-01-01&page=3');
    expect(auditStateFromParams(params)).toEqual({ filters: { ...NO_AUDIT_FILTERS, actor: 'admin@', action: 'user.ban', from: '2026-01-01' }, page: 3 });
    expect(auditParams(NO_AUDIT_FILTERS, 1).toString()).toBe('');
  });

  it('takes a page that is no page number as page 1', () => {
    for (const page of ['0', '-2', 'abc', '1.5']) expect(auditStateFromParams(new URLSearchParams({ page })).page).toBe(1);
  });

  it('asks the server for the trimmed filters only', () => {
    expect(auditQuery({ ...NO_AUDIT_FILTERS, target: ' movie ', to: '2026-02-01' }, 2)).toEqual({ page: 2, pageSize: AUDIT_PAGE_SIZE, target: 'movie', to: '2026-02-01' });
    expect(auditQuery(NO_AUDIT_FILTERS, 1)).toEqual({ page: 1, pageSize: AUDIT_PAGE_SIZE });
    expect(isAuditFiltered({ ...NO_AUDIT_FILTERS, actor: '  ' })).toBe(false);
    expect(isAuditFiltered({ ...NO_AUDIT_FILTERS, to: '2026-02-01' })).toBe(true);
  });
});

describe('auditFoundText', () => {
  it("counts the actions, and says 'plus de 10 000' past the server's cap", () => {
    expect(auditFoundText(1, false)).toBe('1 action');
    expect(auditFoundText(37, false)).toBe('37 actions');
    expect(auditFoundText(10_000, true)).toBe(`plus de ${(10_000).toLocaleString('fr-FR')} actions`);
  });
});
