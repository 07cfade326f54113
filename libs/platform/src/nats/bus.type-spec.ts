/**
 * Type-level test of the typed bus, compiled by `tsc -b` with the library (never imported, never
 * run): each `@ts-expect-error` line must fail to compile, or the build fails with "Unused
 * '@ts-expect-error' directive". The lines without it must compile.
 */
import type { EntityManager } from 'typeorm';
import {
  CatalogueEvents, CataloguePatterns, EngagementEvents, IdentityEvents, IdentityPatterns,
  type BusEvent, type IssuedSession, type LoginDto, type MovieDto, type RpcRequest, type SessionView,
} from '@streaming/contracts';
import { addToOutbox } from '../events/outbox.js';
import type { Infrastructure } from '../service/infrastructure.js';
import type { RpcClient } from './rpc-client.js';
import { RpcPattern } from './rpc-pattern.js';

export class HandlersUnderTest {
  @RpcPattern(IdentityPatterns.login)
  async login(_req: RpcRequest<LoginDto>): Promise<IssuedSession> {
    return issued();
  }

  // A handler may answer synchronously and take no argument.
  @RpcPattern(IdentityPatterns.captchaCreate)
  captcha() {
    return { token: 't', kind: 'math' as const, question: '1 + 1 ?', expiresAt: '' };
  }

  // @ts-expect-error the answer lacks the refresh token callers of identity.auth.login read
  @RpcPattern(IdentityPatterns.login)
  async loginWithoutRefresh(_req: RpcRequest<LoginDto>): Promise<SessionView> {
    return issued();
  }

  // @ts-expect-error the parameter wants data identity.auth.login does not carry
  @RpcPattern(IdentityPatterns.login)
  async loginById(_req: RpcRequest<{ id: number }>): Promise<IssuedSession> {
    return issued();
  }

  // @ts-expect-error a movie is not what catalogue.stats.get answers
  @RpcPattern(CataloguePatterns.statsGet)
  stats(): MovieDto | undefined {
    return undefined;
  }

  // @ts-expect-error not a pattern of the bus
  @RpcPattern('catalogue.movies.typo')
  typo(): void {}
}

export async function callers(client: RpcClient): Promise<void> {
  // The response type comes from the pattern: no type argument, no cast.
  const session = await client.call(IdentityPatterns.login, { email: 'a@exemple.fr', password: 'secret' });
  const refreshToken: string = session.refreshToken;
  const movie = await client.call(CataloguePatterns.moviesGet, { id: refreshToken });
  const title: string = movie.title;
  void title;

  // @ts-expect-error login takes an e-mail and a password
  await client.call(IdentityPatterns.login, { id: '1' });
  // @ts-expect-error a movie has no refresh token
  void (await client.call(CataloguePatterns.moviesGet, { id: '1' })).refreshToken;
  // @ts-expect-error not a pattern of the bus
  await client.call('identity.nothing.here', {});
  // @ts-expect-error the response type is the map's, not the caller's choice
  await client.call<MovieDto>(CataloguePatterns.moviesGet, { id: '1' });
}

export async function events(manager: EntityManager, infra: Infrastructure): Promise<void> {
  await addToOutbox(manager, IdentityEvents.banned, { userId: 'u1' });
  await addToOutbox(manager, CatalogueEvents.genreDeleted, { id: 'g1', slug: 'drame' });
  // @ts-expect-error an identity event carries a user id, not a catalogue item
  await addToOutbox(manager, IdentityEvents.banned, { id: 'm1' });
  // @ts-expect-error not an event type of the bus
  await addToOutbox(manager, 'identity.user.renamed', { userId: 'u1' });

  await infra.consume({
    durable: 'type-spec',
    filters: ['identity.user.>'],
    handle: async (received) => {
      const ids: string[] = received.map((e) => e.data.userId);
      // @ts-expect-error identity.user.* events carry no catalogue slug
      received.map((e) => e.data.slug);
      void ids;
    },
  });
  await infra.consume({
    durable: 'type-spec-batch',
    filters: ['engagement.view.recorded'],
    maxBatch: 500,
    maxWaitMs: 200,
    handle: async (received) => {
      const titles: string[] = received.map((e) => e.data.titleId);
      const episodes: Array<string | null> = received.map((e) => e.data.episodeId);
      // @ts-expect-error a view carries no catalogue slug
      received.map((e) => e.data.slug);
      void titles;
      void episodes;
    },
  });
  await infra.consume({
    durable: 'type-spec-batch',
    filters: ['identity.user.>'],
    // @ts-expect-error a consumer of identity.user.> does not receive views
    handle: async (received: Array<BusEvent<typeof EngagementEvents.viewRecorded>>) => void received,
  });
  // @ts-expect-error a follower of catalogue.> receives every catalogue.* type, not only two of them
  infra.follow('catalogue.>', (received: Array<BusEvent<typeof CatalogueEvents.movieCreated | typeof CatalogueEvents.genreDeleted>>) => void received);
  infra.follow('catalogue.>', (received) => {
    for (const e of received) {
      // @ts-expect-error catalogue.* events carry no user id
      void e.data.userId;
    }
  });
}

function issued(): IssuedSession {
  const user = { id: 'u', email: 'a@exemple.fr', createdAt: '', emailConfirmedAt: null, lastSignInAt: null, pendingEmail: null, isAdmin: false };
  return { accessToken: 'a', expiresAt: '', user, refreshToken: 'r', refreshExpiresAt: '' };
}
