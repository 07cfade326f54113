import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { BanEntity } from './ban.entity.js';

/** The only code that reads and writes bans (the whole history: lifted and expired bans stay). */
@Injectable()
export class BansRepository {
  constructor(private readonly ds: DataSource) {}

  private m(manager?: EntityManager): EntityManager {
    return manager ?? this.ds.manager;
  }

  /** The user's bans not lifted by an admin, newest first (some may have run out already). */
  findUnlifted(userId: string, manager?: EntityManager): Promise<BanEntity[]> {
    return this.m(manager).find(BanEntity, { where: { userId, liftedAt: IsNull() }, order: { createdAt: 'DESC' } });
  }

  async insert(ban: BanEntity, manager: EntityManager): Promise<void> {
    await manager.insert(BanEntity, ban);
  }

  /** Lifts every ban of the user that is not lifted yet; they stay in the history. */
  async liftAll(userId: string, adminId: string, at: Date, manager: EntityManager): Promise<void> {
    await manager.update(BanEntity, { userId, liftedAt: IsNull() }, { liftedAt: at, liftedBy: adminId });
  }
}
