// ESLint for the whole workspace, with Nx module boundaries: libraries never import services,
// and no service imports another service.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

const MOVE_IT = 'Only repositories run SQL: move this into the feature\'s *.repository.ts (the service keeps the rules and may pass its EntityManager).';
const TYPEORM_CALLS = [
  'find', 'findBy', 'findOne', 'findOneBy', 'findOneOrFail', 'findOneByOrFail', 'findAndCount', 'findAndCountBy',
  'count', 'countBy', 'exists', 'existsBy', 'sum', 'average', 'minimum', 'maximum',
  'insert', 'update', 'upsert', 'delete', 'softDelete', 'restore', 'save', 'remove', 'softRemove',
  'increment', 'decrement', 'preload', 'clear',
];
const TYPEORM_QUERY_IMPORTS = [
  'In', 'IsNull', 'Not', 'Equal', 'And', 'Or', 'Any', 'Raw', 'Like', 'ILike', 'Between',
  'MoreThan', 'MoreThanOrEqual', 'LessThan', 'LessThanOrEqual', 'ArrayContains', 'ArrayContainedBy', 'ArrayOverlap',
  'Brackets', 'NotBrackets', 'Repository', 'TreeRepository', 'SelectQueryBuilder', 'QueryRunner', 'InjectRepository',
];
const SQL_STATEMENT = String.raw`/\b(SELECT\s[\s\S]*\sFROM|INSERT\s+INTO|DELETE\s+FROM|UPDATE\s+\w+\s+SET)\s/`;
/** no-restricted-syntax entries that keep SQL and TypeORM's query APIs inside repositories. */
const REPOSITORY_ONLY_SQL = [
  {
    selector: "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(query|createQueryBuilder|createQueryRunner|getRepository|getTreeRepository)$/]",
    message: `Raw query, query builder or TypeORM repository outside a repository. ${MOVE_IT}`,
  },
  {
    selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(${TYPEORM_CALLS.join('|')})$/][arguments.0.type='Identifier'][arguments.0.name=/Entity$/]`,
    message: `EntityManager call on an entity outside a repository. ${MOVE_IT}`,
  },
  {
    selector: `ImportDeclaration[source.value=/^(typeorm|@nestjs\\/typeorm)$/] > ImportSpecifier[imported.name=/^(${TYPEORM_QUERY_IMPORTS.join('|')})$/]`,
    message: `TypeORM find operator, repository or query builder imported outside a repository. ${MOVE_IT}`,
  },
  {
    selector: `:matches(Literal[value=${SQL_STATEMENT}], TemplateElement[value.raw=${SQL_STATEMENT}])`,
    message: `SQL statement outside a repository. ${MOVE_IT}`,
  },
];

export default [
  { ignores: ['**/dist/**', '**/node_modules/**', 'var/**', '.nx/**', 'test-results/**', 'playwright-report/**'] },
  ...nx.configs['flat/base'],
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unsafe-function-type': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Services are not libraries: only the shared libs may be imported by package name.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@streaming/*', '!@streaming/contracts', '!@streaming/platform'], message: 'Only @streaming/contracts and @streaming/platform may be imported; services talk over NATS.' }] },
      ],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'scope:contracts', onlyDependOnLibsWithTags: ['scope:contracts'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['scope:contracts'] },
          ],
        },
      ],
    },
  },
  {
    // Only repositories run SQL: everywhere else in a service, SQL and TypeORM's query APIs are refused.
    // A service may still open a transaction and hand its EntityManager to repository methods.
    files: ['services/*/src/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.spec.ts', '**/migrations/**', '**/seed/**', '**/database/**'],
    rules: { 'no-restricted-syntax': ['error', ...REPOSITORY_ONLY_SQL] },
  },
  {
    // The catalogue's production code never imports its seeds (demo data, synthetic titles): what
    // both need lives beside the code that owns it (shared/slug.ts, posters/poster.ts).
    files: ['services/catalogue/src/**/*.ts'],
    ignores: ['services/catalogue/src/seed/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@streaming/*', '!@streaming/contracts', '!@streaming/platform'], message: 'Only @streaming/contracts and @streaming/platform may be imported; services talk over NATS.' },
            { regex: '(^|/)seed/', message: 'Production code does not import from seed/: move what it needs next to the code that owns it.' },
          ],
        },
      ],
    },
  },
  {
    // Integration tests share the run's test support (tests/support), which belongs to no project.
    files: ['**/test/**/*.ts', '**/*.spec.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
