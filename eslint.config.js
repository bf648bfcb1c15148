// Guard rails, not style: the few rules that keep the layers of the project apart.
// Import cycles (type-only ones included) are checked by test/unit/project/import-graph.test.ts.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'dev-dist/**'] },
  {
    files: ['src/**/*.ts', 'test/**/*.ts'],
    languageOptions: { parser: tseslint.parser },
  },
  {
    // The platform never names a game (DESIGN: layout).
    files: ['src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/games/**', '**/app/**'], message: 'The platform never names a game or the app.' }] }],
    },
  },
  {
    // Engines are pure TypeScript with no DOM: they run in Node for tests, the CLI and benchmarks.
    files: ['src/games/*/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['lit', 'lit/*', '@lit/*'], message: 'Engines have no DOM; components live in ui/.' },
        { group: ['**/ui/**', '**/app/**'], message: 'Engines do not depend on components.' },
      ] }],
    },
  },
  {
    // The command line never reaches into the tests.
    files: ['src/**/*.ts'],
    ignores: ['src/platform/**/*.ts', 'src/games/*/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/test/**'], message: 'Source code does not import from test/.' }] }],
    },
  },
  {
    // Components draw; files past this size hold more than one concept.
    files: ['src/**/ui/**/*.ts', 'src/app/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }],
    },
  },
);
