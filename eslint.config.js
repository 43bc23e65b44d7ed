// ESLint: typescript-eslint with type information, React hooks, accessibility, import order and the
// project's dependency directions (which folder may import which). Formatting is Prettier's.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { flatConfigs as importConfigs } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The floors of app/server, from the ground up (docs/architecture.md draws them): an area imports only areas of
 * lower floors, never one of its own floor or above. platform/ is the ground (db/, the D1 schema, beneath it);
 * context/ is the top, where the request's context and the settings are assembled.
 */
const serverFloors = [
  ['db'],
  ['platform'],
  ['auth', 'media'],
  ['lots', 'bidding'],
  ['accounts', 'equipment'],
  ['notifications'],
  ['payments'],
  ['admin', 'after-sale'],
  ['schedules'],
  ['context'],
];

/** One zone per floor: its areas may not import an area above, nor (siblings) one beside them. */
const serverFloorZones = serverFloors.flatMap((floor, level) => {
  const above = serverFloors.slice(level + 1).flat();
  return floor
    .map((area) => ({
      target: `./app/server/${area}`,
      from: [...above, ...floor.filter((other) => other !== area)].map((other) => `./app/server/${other}`),
      message: `app/server's floors (docs/architecture.md): ${area}/ stands on floor ${level}, and imports only the floors below it.`,
    }))
    .filter((zone) => zone.from.length > 0);
});

/** Which folders a folder must not import: the doors of the code go one way. */
const boundaries = [
  ...serverFloorZones,
  {
    target: './app/domain',
    from: ['./app', './workers'],
    // The configured zod (a library, no code of ours): the equipment parsers read the tools' files with schemas.
    except: ['./domain', './schemas/zod.ts'],
    message: 'domain/ is pure rules: it imports nothing of ours but the configured zod.',
  },
  {
    target: './app/schemas',
    from: ['./app/server', './app/components', './app/hooks', './app/routes', './app/ui', './workers'],
    message: 'schemas/ is downloaded by the browser: no server, UI or Worker code.',
  },
  { target: './app/i18n', from: ['./app/server', './app/components', './app/hooks', './app/routes', './app/ui', './workers'] },
  {
    target: './app/ui',
    from: ['./app/components', './app/hooks', './app/routes', './app/server', './workers'],
    message: 'ui/ holds the building blocks.',
  },
  {
    target: './app/server',
    from: ['./app/client', './app/components', './app/hooks', './app/routes', './app/ui', './workers/api'],
    message: 'server/ holds services: no browser or UI code.',
  },
  {
    target: './app/client',
    from: ['./app/components', './app/hooks', './app/routes', './app/server', './app/ui'],
    message: 'client/ holds the browser-side modules (sockets, API calls, storage) that hooks and components use.',
  },
  {
    target: './app/hooks',
    from: ['./app/components', './app/routes', './app/server'],
    message: 'hooks/ holds hooks only; components use them. What they share with the server lives in app/schemas.',
  },
  {
    target: './app/components',
    from: ['./app/server'],
    message: 'components/ runs in the browser: what it shares with the server (types, DTOs) lives in app/schemas.',
  },
  {
    target: [
      './app/components',
      './app/domain',
      './app/hooks',
      './app/i18n',
      './app/schemas',
      './app/server',
      './app/styles',
      './app/ui',
      './workers',
    ],
    from: './app/routes',
    message: 'Nothing imports a route.',
  },
  { target: ['./app', './workers/durable'], from: ['./workers/api'], message: 'Nothing imports the API routers but the Worker.' },
  {
    target: './app',
    from: './workers',
    message:
      "app/ does not import workers/: the Worker and its objects use app/, never the reverse. Contracts (Env, the objects' RPC interfaces, their stubs) live in app/server.",
  },
];

const configuredZod = {
  name: 'zod',
  message: "Import z from '~/schemas/zod': it is configured not to probe for eval (CSP, Workers).",
};

export default tseslint.config(
  { ignores: ['build/', '.wrangler/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench/results/', 'public/', '.cache/'] },
  // Written by openapi-typescript from the API Pix standard (npm run pix-api:generate), checked against it by check:files.
  { ignores: ['app/server/payments/pix-api.generated.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  importConfigs.recommended,
  importConfigs.typescript,
  {
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import-x/core-modules': ['cloudflare:workers', 'cloudflare:test'],
    },
    rules: {
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '~/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin', 'external'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-duplicates': 'error',
      // TypeScript already reports unresolved imports and named exports that do not exist.
      'import-x/no-unresolved': 'off',
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
    },
  },
  {
    files: ['app/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['app/**/*.tsx'],
    // The first field of a dialog takes the focus (react-aria's components manage it, not the DOM's autofocus).
    rules: { 'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }] },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Declaration merging (Remix's AppLoadContext) extends an interface without adding to it.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // Remix loaders throw redirects and `data()` responses by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: '@remix-run/server-runtime', name: 'TypedResponse' },
            { from: 'package', package: '@remix-run/router', name: 'DataWithResponseInit' },
          ],
        },
      ],
      // An async event handler in JSX is fine: React ignores what it returns.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // Tests assert on loosely typed JSON answers.
    files: ['tests/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // zod comes configured (no eval) from one module.
    files: ['**/*.{ts,tsx}'],
    ignores: ['app/schemas/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [configuredZod] }] },
  },
  {
    // The e2e suite's `test` fails on any error a page logs or throws, and its `snap` checks each screenshot's
    // page against the screen (tests/e2e/helpers.ts).
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/helpers.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='screenshot']",
          message: "Take screenshots with snap() from './helpers': it checks that the page fits the screen.",
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            configuredZod,
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './helpers': its test fails on any error a page logs or throws.",
            },
          ],
        },
      ],
    },
  },
  {
    // One type scale: a font size is a step of the theme's `vars.text`, never a number or a string of its own.
    // A CSS-wide keyword ('inherit') is no size and passes.
    files: ['app/**/*.css.ts', 'app/**/*.tsx'],
    ignores: ['app/styles/theme.css.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "Property:matches([key.name='fontSize'], [key.value='fontSize'])[value.type='Literal']:not([value.value=/^(inherit|initial|unset|revert|revert-layer)$/])",
          "Property:matches([key.name='fontSize'], [key.value='fontSize'])[value.type='TemplateLiteral']",
          "JSXAttribute[name.name='fontSize'][value.type='Literal']",
          "JSXAttribute[name.name='fontSize'] > JSXExpressionContainer > :matches(Literal, TemplateLiteral)",
        ].map((selector) => ({
          selector,
          message: "Use a step of the theme's type scale (vars.text in app/styles/theme.css.ts) for a font size, not a literal value.",
        })),
      ],
    },
  },
  // Plain JavaScript (scripts, configs) has no type information.
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
