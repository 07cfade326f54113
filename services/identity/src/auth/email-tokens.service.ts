import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { IsNull, type EntityManager } from 'typeorm';
import { EmailTokenEntity, type EmailTokenKind } from './token.entities.js';
import { randomToken, sha256 } from './token-hash.js';

export const EMAIL_TOKEN_TTL_MS = 3600_000;

export type ClaimResult = { ok: true; token: EmailTokenEntity } | { ok: false; reason: 'invalid' | 'expired' };

/** Reset and confirmation tokens: random, stored hashed, single use, one hour. */
@Injectable()
export class EmailTokensService {
  async create(manager: EntityManager, userId: string, kind: EmailTokenKind, email: string | null = null): Promise<string> {
    // A new link replaces the previous ones of the same kind.
    await manager.update(EmailTokenEntity, { userId, kind, usedAt: IsNull() }, { usedAt: new Date() });
    const token = randomToken();
    const now = new Date();
    await manager.insert(EmailTokenEntity, {
      id: randomUUID(),
      userId,
      kind,
      tokenHash: sha256(token),
      email,
      expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS),
      usedAt: null,
      createdAt: now,
    });
    return token;
  }

  /** Marks the token used if it is valid; the row is locked so a token can only be claimed once. */
  async claim(manager: EntityManager, token: string, kinds: EmailTokenKind[]): Promise<ClaimResult> {
    const row = await manager.findOne(EmailTokenEntity, { where: { tokenHash: sha256(token) }, lock: { mode: 'pessimistic_write' } });
    if (!row || !kinds.includes(row.kind) || row.usedAt) return { ok: false, reason: 'invalid' };
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
    await manager.update(EmailTokenEntity, { id: row.id }, { usedAt: new Date() });
    return { ok: true, token: row };
  }
}
