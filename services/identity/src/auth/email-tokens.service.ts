import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EmailTokenEntity, EmailTokenKind } from './token.entities.js';
import { EmailTokensRepository } from './email-tokens.repository.js';
import { randomToken, sha256 } from './token-hash.js';
import { linkState, type ClaimResult } from './email-link.rules.js';

export const EMAIL_TOKEN_TTL_MS = 3600_000;

/** Reset, confirmation and cancel tokens: random, stored hashed, single use, one hour. */
@Injectable()
export class EmailTokensService {
  constructor(private readonly tokens: EmailTokensRepository) {}

  /**
   * Creates a link and returns its secret (only its hash is stored). By default a new link replaces
   * the open ones of the same kind; `replacePrevious: false` keeps them (each cancel link stays tied
   * to the request it was mailed for).
   */
  async create(
    manager: EntityManager,
    userId: string,
    kind: EmailTokenKind,
    email: string | null = null,
    { replacePrevious = true }: { replacePrevious?: boolean } = {},
  ): Promise<string> {
    const now = new Date();
    if (replacePrevious) await this.tokens.spendUnused(manager, userId, [kind], now);
    const token = randomToken();
    await this.tokens.insert(manager, {
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

  /** The link's row, locked until the transaction ends, whatever its state; null when unknown or of another kind. */
  async find(manager: EntityManager, token: string, kinds: EmailTokenKind[]): Promise<EmailTokenEntity | null> {
    const row = await this.tokens.findByHashForUpdate(manager, sha256(token));
    return row && kinds.includes(row.kind) ? row : null;
  }

  /** Marks the token used if it is valid; the row is locked so a token can only be claimed once. */
  async claim(manager: EntityManager, token: string, kinds: EmailTokenKind[]): Promise<ClaimResult> {
    const result = linkState(await this.find(manager, token, kinds));
    if (result.ok) await this.tokens.markUsed(manager, result.token.id);
    return result;
  }

  /** What `claim` would answer now, without locking or spending the link. */
  async check(token: string, kinds: EmailTokenKind[]): Promise<ClaimResult> {
    const row = await this.tokens.findByHash(sha256(token));
    return linkState(row && kinds.includes(row.kind) ? row : null);
  }

  markUsed(manager: EntityManager, id: string): Promise<void> {
    return this.tokens.markUsed(manager, id);
  }

  /** Spends the user's open links of these kinds; returns how many were open. */
  spendUnused(manager: EntityManager, userId: string, kinds: EmailTokenKind[]): Promise<number> {
    return this.tokens.spendUnused(manager, userId, kinds);
  }
}
