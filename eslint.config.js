// ESLint for the whole workspace, with Nx module boundaries: libraries never import services,
// and no service imports another service.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

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
    // Integration tests share the run's test support (tests/support), which belongs to no project.
    files: ['**/test/**/*.ts', '**/*.spec.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
