import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { INestMicroservice } from '@nestjs/common';
import type { AccessState, Actor, Rpc, RpcRequest } from '@streaming/contracts';
import { pino } from 'pino';
import { callerOf, Infrastructure, loadConfig, BaseEnv, requireAdmin, startMicroservice, type Logger } from '../src/index.js';

// The probe's own subject joins the bus map for these tests, so calls to it are typed like any other.
declare module '@streaming/contracts' {
  interface RpcMap {
    'identity.probe.whoami': Rpc<{ note?: string }, { actor: Actor | null; note: string | null; metaKeys: string[] }>;
  }
}

/** Members whose access state the probe answers only once the test lets it (a slow identity). */
const heldAccess = new Map<string, Promise<void>>();

/** Holds the probe's answers about `userId` until `release` is called. */
export function holdAccessAnswers(userId: string): { release(): void } {
  let release!: () => void;
  heldAccess.set(userId, new Promise<void>((resolve) => (release = resolve)));
  return { release: () => release() };
}

/**
 * A service built from the platform pieces only (Infrastructure + startMicroservice), serving three
 * identity subjects: what a handler sees of its caller, an admin-only member list, and a member's
 * access state (always a plain member: a reply whose replies must be signed).
 */
@Controller()
class ProbeHandler {
  @MessagePattern('identity.access.get')
  async access(@Payload() req: RpcRequest<{ userId: string }>): Promise<AccessState> {
    const { userId } = req.data;
    await heldAccess.get(userId);
    const user = { id: userId, email: 'membre@exemple.fr', createdAt: new Date(0).toISOString(), emailConfirmedAt: null, lastSignInAt: null, pendingEmail: null, isAdmin: false };
    return { userId, exists: true, isAdmin: false, ban: null, tokensValidAfter: 0, user };
  }

  @MessagePattern('identity.probe.whoami')
  whoami(@Payload() req: RpcRequest<{ note?: string }>) {
    return { actor: callerOf(req) ?? null, note: req.data?.note ?? null, metaKeys: Object.keys(req.meta).sort() };
  }

  @MessagePattern('identity.users.list')
  list(@Payload() req: RpcRequest) {
    requireAdmin(req);
    return { items: ['alice@exemple.fr', 'bob@exemple.fr'] };
  }
}

@Module({ controllers: [ProbeHandler] })
class ProbeModule {}

/** A logger whose lines the test can read. */
export function capturingLogger(): { logger: Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

export function probeEnv(vars: Record<string, string>): BaseEnv {
  return loadConfig(BaseEnv, { LOG_LEVEL: 'warn', ...vars });
}

export interface RunningProbe {
  infra: Infrastructure;
  app: INestMicroservice;
  close(): Promise<void>;
}

export async function startProbe(env: BaseEnv, logger: Logger, name = 'identity'): Promise<RunningProbe> {
  const infra = await Infrastructure.start({ name, env, logger });
  const app = await startMicroservice(ProbeModule, infra);
  return {
    infra,
    app,
    async close() {
      await app.close();
      await infra.close();
    },
  };
}
