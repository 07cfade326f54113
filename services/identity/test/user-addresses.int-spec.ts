import { describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { EMAIL_MATCH_MAX, IdentityPatterns, USER_EMAILS_MAX, type Actor } from '@streaming/contracts';
import { queryDb } from '../../../tests/support/servers.js';
import { AccountErasureService } from '../src/admin/account-erasure.service.js';
import { useIdentity } from './identity-context.js';

// This file's own database: the addresses it searches are only its own members'.
const ctx = useIdentity('addresses');
const ADMIN: Actor = { userId: randomUUID(), isAdmin: true };
const MEMBER: Actor = { userId: randomUUID(), isAdmin: false };

/** `actor` null: a caller that names nobody. */
const emails = (ids: string[], actor: Actor | null = ADMIN) => ctx.rpc.call(IdentityPatterns.usersEmails, { ids }, { actor: actor ?? undefined });
const match = (search: string, actor: Actor | null = ADMIN) => ctx.rpc.call(IdentityPatterns.usersMatchEmail, { search }, { actor: actor ?? undefined });

describe('identity.users.emails: the addresses of an admin page', () => {
  it("answers each member's current address, null for an erased or unknown one, in one query", async () => {
    const [a, b, erased] = [await ctx.register(), await ctx.register(), await ctx.register()];
    const changed = `change-${randomUUID().slice(0, 8)}@exemple.fr`;
    await queryDb(ctx.names, 'UPDATE identity.users SET email = $2 WHERE id = $1', [b.id, changed]);
    await ctx.identity.app.get(AccountErasureService).erase({ id: erased.id });
    const unknown = randomUUID();

    const queries = jest.spyOn(ctx.identity.infra.dataSource!.manager, 'query');
    try {
      const answer = await emails([a.id, b.id, erased.id, unknown, a.id.toUpperCase()]);
      expect(answer.emails).toEqual({ [a.id]: a.email, [b.id]: changed, [erased.id]: null, [unknown]: null, [a.id.toUpperCase()]: a.email });
      expect(queries.mock.calls.filter(([sql]) => String(sql).includes('FROM users'))).toHaveLength(1);
    } finally {
      queries.mockRestore();
    }
  });

  it(`takes up to ${USER_EMAILS_MAX} ids, and an empty page`, async () => {
    const member = await ctx.register();
    const ids = [member.id, ...Array.from({ length: USER_EMAILS_MAX - 1 }, () => randomUUID())];
    const answer = await emails(ids);
    expect(Object.keys(answer.emails)).toHaveLength(USER_EMAILS_MAX);
    expect(answer.emails[member.id]).toBe(member.email);
    expect(await emails([])).toEqual({ emails: {} });
  });

  it('refuses a member (403), a caller without an actor (401), more ids than a page, and an id that is not one (400)', async () => {
    await expect(emails([randomUUID()], MEMBER)).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN_ADMIN' });
    await expect(emails([randomUUID()], null)).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    await expect(emails(Array.from({ length: USER_EMAILS_MAX + 1 }, () => randomUUID()))).rejects.toMatchObject({ status: 400 });
    await expect(emails(['pas-un-id'])).rejects.toMatchObject({ status: 400, message: expect.stringContaining('Identifiant utilisateur invalide.') });
  });
});

describe('identity.users.match_email: the members an admin search by address stands for', () => {
  it('matches anywhere in the address, case aside, newest accounts first', async () => {
    const tag = randomUUID().slice(0, 8);
    const older = await ctx.register(`ancien-${tag}`);
    const newer = await ctx.register(`recent-${tag}`);
    await ctx.register('autre');
    expect((await match(tag.toUpperCase())).ids).toEqual([newer.id, older.id]);
    expect((await match(`  recent-${tag}  `)).ids).toEqual([newer.id]);
    expect((await match(`Ancien-${tag}-`)).ids).toEqual([older.id]);
  });

  it('takes %, _ and \\ as themselves', async () => {
    const tag = randomUUID().slice(0, 8);
    const underscore = await ctx.register(`a_b-${tag}`);
    await ctx.register(`axb-${tag}`);
    expect((await match(`a_b-${tag}`)).ids).toEqual([underscore.id]);
    expect((await match(`%${tag}`)).ids).toEqual([]);
    expect((await match(`\\${tag}`)).ids).toEqual([]);
  });

  it(`answers at most ${EMAIL_MATCH_MAX} ids`, async () => {
    const tag = randomUUID().slice(0, 8);
    await queryDb(ctx.names, `INSERT INTO identity.users (id, email, password_hash, tokens_valid_after, created_at, updated_at)
      SELECT gen_random_uuid(), 'masse-' || i || '-${tag}@exemple.fr', 'x', now(), now() - make_interval(secs => i), now()
        FROM generate_series(1, $1::int) AS i`, [EMAIL_MATCH_MAX + 5]);
    const { ids } = await match(`-${tag}@`);
    expect(ids).toHaveLength(EMAIL_MATCH_MAX);
    expect(new Set(ids).size).toBe(EMAIL_MATCH_MAX);
  });

  it('refuses a member (403), a caller without an actor (401), and an empty or blank search (400)', async () => {
    await expect(match('exemple', MEMBER)).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN_ADMIN' });
    await expect(match('exemple', null)).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    await expect(match('')).rejects.toMatchObject({ status: 400 });
    await expect(match('   ')).rejects.toMatchObject({ status: 400 });
  });
});
