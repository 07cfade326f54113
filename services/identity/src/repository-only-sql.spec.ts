import { describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// The workspace's ESLint rule "only repositories run SQL", applied to files of a service that does not exist yet.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function sqlProblems(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax' && m.severity === 2).map((m) => m.message.split('.')[0]);
}

const SERVICE_CODE = `
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { BanEntity } from './ban.entity.js';
export class BansService {
  constructor(private readonly ds: DataSource) {}
  async lift(manager: EntityManager, userId: string) {
    await manager.update(BanEntity, { userId, liftedAt: IsNull() }, { liftedAt: new Date() });
    await this.ds.query(\`DELETE FROM bans WHERE user_id = $1\`, [userId]);
    return this.ds.createQueryBuilder(BanEntity, 'b').getMany();
  }
  inTransaction() {
    return this.ds.transaction(async (manager) => manager);
  }
}
`;

describe('ESLint: only repositories run SQL', () => {
  it('refuses raw queries, query builders, EntityManager calls on entities, find operators and SQL text in a service of any service folder', async () => {
    expect(await sqlProblems(SERVICE_CODE, 'services/newservice/src/bans/bans.service.ts')).toEqual([
      'TypeORM find operator, repository or query builder imported outside a repository',
      'EntityManager call on an entity outside a repository',
      'Raw query, query builder or TypeORM repository outside a repository',
      'SQL statement outside a repository',
      'Raw query, query builder or TypeORM repository outside a repository',
    ]);
  }, 60_000);

  it('lets repositories, migrations and database set-up run SQL, and services open transactions', async () => {
    expect(await sqlProblems(SERVICE_CODE, 'services/newservice/src/bans/bans.repository.ts')).toEqual([]);
    expect(await sqlProblems(SERVICE_CODE, 'services/newservice/src/database/migrations/1800000000000-init.ts')).toEqual([]);
    expect(await sqlProblems(`export const open = (ds: { transaction: (f: () => void) => void }) => ds.transaction(() => undefined);`, 'services/newservice/src/bans/bans.service.ts')).toEqual([]);
  }, 60_000);
});
