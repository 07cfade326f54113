import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AdminUserEntity, UserEntity } from './user.entity.js';

/** The only code that reads and writes users and admin_users. */
@Injectable()
export class UsersRepository {
  constructor(private readonly ds: DataSource) {}

  private m(manager?: EntityManager): EntityManager {
    return manager ?? this.ds.manager;
  }

  findById(id: string, manager?: EntityManager): Promise<UserEntity | null> {
    return this.m(manager).findOneBy(UserEntity, { id });
  }

  findByEmail(email: string, manager?: EntityManager): Promise<UserEntity | null> {
    return this.m(manager).findOneBy(UserEntity, { email: email.trim().toLowerCase() });
  }

  async emailInUse(email: string, manager?: EntityManager): Promise<boolean> {
    return (await this.m(manager).countBy(UserEntity, { email: email.trim().toLowerCase() })) > 0;
  }

  async insert(user: UserEntity, manager: EntityManager): Promise<void> {
    await manager.insert(UserEntity, user);
  }

  async update(id: string, patch: Partial<UserEntity>, manager?: EntityManager): Promise<void> {
    await this.m(manager).update(UserEntity, { id }, { ...patch, updatedAt: new Date() });
  }

  async isAdmin(userId: string, manager?: EntityManager): Promise<boolean> {
    return (await this.m(manager).countBy(AdminUserEntity, { userId })) > 0;
  }

  /** Returns true when the role actually changed. */
  async setAdmin(userId: string, isAdmin: boolean, id: string, manager: EntityManager): Promise<boolean> {
    if (isAdmin) {
      const rows: unknown[] = await manager.query(
        `INSERT INTO admin_users (id, user_id, role, created_at) VALUES ($1, $2, 'admin', now()) ON CONFLICT (user_id) DO NOTHING RETURNING id`,
        [id, userId],
      );
      return rows.length > 0;
    }
    const res = await manager.delete(AdminUserEntity, { userId });
    return (res.affected ?? 0) > 0;
  }
}
