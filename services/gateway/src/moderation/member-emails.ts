import { Injectable } from '@nestjs/common';
import { IdentityPatterns } from '@streaming/contracts';
import { Infrastructure } from '@streaming/platform';
import { RpcService, type GatewayRequest } from '../rpc/rpc.service.js';

/** How long an admin list waits for identity's addresses before answering without them. */
export const EMAILS_TIMEOUT_MS = 2000;

/** A moderation row naming a member, whose address the gateway fills in. */
export interface WithMemberEmail {
  userId: string | null;
  email: string | null;
}

/** The distinct member ids of a page (rows of erased members have none). */
export function memberIdsOf(items: readonly WithMemberEmail[]): string[] {
  return [...new Set(items.map((item) => item.userId).filter((id): id is string => id !== null))];
}

/** The rows with `email` set from identity's answer (null for an id identity does not know). */
export function withEmails<T extends WithMemberEmail>(items: readonly T[], emails: Readonly<Record<string, string | null>>): T[] {
  return items.map((item) => ({ ...item, email: item.userId !== null && Object.hasOwn(emails, item.userId) ? emails[item.userId] : null }));
}

/** The rows with their members' addresses, from ONE look-up of the page's distinct ids (none when no row names a member). */
export async function fillEmails<T extends WithMemberEmail>(items: readonly T[], lookup: (ids: string[]) => Promise<Record<string, string | null>>): Promise<T[]> {
  const ids = memberIdsOf(items);
  return withEmails(items, ids.length === 0 ? {} : await lookup(ids));
}

/**
 * Moderation stores member ids, never addresses (DESIGN.md section 9): the admin lists ask identity
 * for the addresses of a page in ONE `identity.users.emails` call, and the report search asks it
 * which members' addresses contain the text.
 */
@Injectable()
export class MemberEmails {
  constructor(
    private readonly rpc: RpcService,
    private readonly infra: Infrastructure,
  ) {}

  /**
   * The rows with their members' current addresses. If identity does not answer within
   * EMAILS_TIMEOUT_MS the rows go out with `email: null` (logged): the queue stays usable.
   */
  async fill<T extends WithMemberEmail>(items: readonly T[], req: GatewayRequest): Promise<T[]> {
    try {
      return await fillEmails(items, async (ids) => (await this.rpc.call(IdentityPatterns.usersEmails, { ids }, req, EMAILS_TIMEOUT_MS)).emails);
    } catch (err) {
      this.infra.logger.warn({ requestId: req.id, err }, 'member addresses unavailable: moderation rows listed without them');
      return withEmails(items, {});
    }
  }

  /** The ids of the members whose address contains `search` (none asked for a blank search). */
  async matching(search: string | undefined, req: GatewayRequest): Promise<string[] | undefined> {
    const text = search?.trim();
    if (!text) return undefined;
    const { ids } = await this.rpc.call(IdentityPatterns.usersMatchEmail, { search: text }, req);
    return ids;
  }
}
