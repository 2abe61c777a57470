// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Layer boundaries (issue 19; docs/architecture.md draws them). Paths are from the repo root.
const ROOT = import.meta.dirname;
const WEB = 'web/src';
const FN = 'functions/src';
const webFeatures = readdirSync(`${ROOT}/${WEB}/features`, {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// Issue 33 point 4: the functions' use cases by flow (purchase, manage, cancellation, webhooks…),
// with shared/ for what several flows use.
const useCaseFlows = readdirSync(`${ROOT}/${FN}/use-cases`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);
const under = (root, names) => names.map((name) => `${root}/${name}`);
// Issue 33 point 4: a flow lives in features/<flow>/ (screens at its root and in folders of their
// own, then stores/, services/, domain/, testing/); what several flows use lives in shared/ with
// the same layers. Globs throughout: a zone may not mix globs and plain paths.
const FLOW = `${WEB}/features/*`;
const LAYERS = 'domain|stores|services|testing';
const SCREENS = [`${FLOW}/*.{ts,tsx}`, `${FLOW}/!(${LAYERS})/**`];
const APP = `${WEB}/app/**`;
const layerZones = [
  // web: app → screens → stores → services → domain, in each flow and in shared/; ui presentational.
  {
    target: [`${WEB}/shared/domain/**`, `${FLOW}/domain/**`],
    from: [APP, `${WEB}/shared/!(domain|lib)/**`, ...SCREENS, `${FLOW}/{stores,services}/**`],
    message: 'The web domain is pure: it imports domain, lib and the contract only.',
  },
  {
    target: [`${WEB}/shared/services/**`, `${FLOW}/services/**`],
    from: [APP, `${WEB}/shared/{stores,ui}/**`, ...SCREENS, `${FLOW}/stores/**`],
    message: 'Services never import stores, screens or ui.',
  },
  {
    target: [`${WEB}/shared/stores/**`, `${FLOW}/stores/**`],
    from: [APP, `${WEB}/shared/ui/**`, ...SCREENS],
    message: 'Stores never import screens or ui.',
  },
  {
    target: `${WEB}/shared/ui/**`,
    from: [APP, `${WEB}/features/**`, `${WEB}/shared/{stores,services}/**`],
    message: 'shared/ui/ is presentational: props in, callbacks out.',
  },
  {
    target: SCREENS,
    from: [APP, `${WEB}/shared/services/**`, `${FLOW}/services/**`],
    message: "Screens take stores (their flow's hook), never services or app/.",
  },
  {
    target: `${WEB}/shared/**`,
    from: [APP, `${WEB}/features/**`],
    message: 'shared/ serves every flow: it imports no flow and no app/.',
  },
  ...webFeatures.map((name) => ({
    target: `${WEB}/features/${name}/**`,
    from: [`${WEB}/features/!(${name})/**`],
    message: 'Flows never import each other: share through shared/ (stores, domain, ui).',
  })),
  // functions: api → use cases → domain; adapters behind ports.
  {
    target: `${FN}/domain`,
    from: under(FN, ['api', 'use-cases', 'adapters', 'composition', 'scheduled']),
    message: 'The functions domain is pure: no use cases, adapters or HTTP.',
  },
  {
    target: `${FN}/use-cases`,
    from: under(FN, ['api', 'composition', 'scheduled']),
    message: 'Use cases know neither HTTP nor how they are built.',
  },
  {
    // Issue 33 point 3: a use case reaches a provider, the store or any outside system only
    // through a port (besides domain, contract and other use cases).
    target: `${FN}/use-cases/**`,
    from: [`${FN}/adapters/**`],
    except: ['**/*.port.ts'],
    message: 'Use cases import ports only (adapters/**/*.port.ts), besides domain and contract.',
  },
  ...useCaseFlows.map((name) => ({
    target: `${FN}/use-cases/${name}`,
    from: `${FN}/use-cases`,
    except: [`./${name}`, './shared'],
    message:
      'Use-case flows never import each other: what several flows use lives in use-cases/shared/.',
  })),
  {
    target: `${FN}/use-cases/shared`,
    from: `${FN}/use-cases`,
    except: ['./shared'],
    message: 'use-cases/shared/ serves the flows and imports none of them.',
  },
  {
    target: `${FN}/api/**/!(*.test).ts`,
    from: [`${FN}/adapters/**`],
    except: [`**/*.port.ts`, `**/clock.ts`, `**/stripe-errors.ts`],
    message: 'Routes reach outside systems through use cases; only ports are typed here.',
  },
  {
    target: `${FN}/adapters`,
    from: under(FN, ['api', 'use-cases', 'composition', 'scheduled']),
    message: 'Adapters implement ports and call no use case.',
  },
  {
    target: `${FN}/contract`,
    from: ['functions/src/!(contract)/**', 'functions/src/*.ts', 'web/**', 'emulators/**'],
    message: 'The contract imports zod only.',
  },
  // Across workspaces: only the contract and the public entry points.
  {
    target: ['web/src', 'web/e2e'],
    from: ['functions/**', 'emulators/**'],
    except: [`${ROOT}/functions/src/contract/**`],
    message: 'The web reaches functions through the contract (@fastwell/contract) only.',
  },
  {
    target: 'functions',
    from: ['web', 'emulators'],
    message: 'Functions import neither the web nor the emulators.',
  },
  {
    target: 'emulators',
    from: ['web/**', 'functions/**'],
    except: [
      `${ROOT}/functions/src/contract/**`,
      `${ROOT}/functions/src/catalogue/*.definition.ts`,
      `${ROOT}/functions/src/tooling.[jt]s`,
    ],
    message:
      'Emulators reach functions through the contract, the catalogue definitions and functions/src/tooling.ts.',
  },
];

const TESTS = [
  '**/*.test.{ts,tsx}',
  '**/testing/**',
  'web/e2e/**',
  'emulators/audit/**',
  'emulators/reliability/**',
];
/** Tests drive the real stack: they may use the emulators' helpers, but functions only by contract. */
const testZones = [
  {
    target: 'web',
    from: ['functions/**'],
    except: [`${ROOT}/functions/src/contract/**`, `${ROOT}/functions/src/tooling.[jt]s`],
    message: 'Web tests reach functions through the contract or functions/src/tooling.ts.',
  },
  { target: 'functions', from: ['web'], message: 'Functions tests do not import the web.' },
];

// Issue 33: every API path lives in the endpoint table (functions/src/contract/endpoints/). The
// mail catcher and GrowthBook's /api/features/ are other servers' paths; Hosting's rewrite globs no path.
const API_PATH = {
  message:
    'API paths come from the endpoint table (functions/src/contract/endpoints): endpoints.x.path, pathOf(endpoints.x, params).',
};
const apiPathSyntax = [
  { selector: 'Literal[value=/^\\/api\\/(?!features\\/)/]', ...API_PATH },
  { selector: 'TemplateElement[value.raw=/^\\/api\\/(?!features\\/)/]', ...API_PATH },
];
const ROUTE_PATH = {
  message:
    'A route mounts from the endpoint table: endpointRoutes(router, identity)(endpoints.x, handler).',
};
const routeCall =
  'CallExpression[callee.object.name=/^(router|app)$/][callee.property.name=/^(get|post|put|patch|delete|all|use)$/]';
const routePathSyntax = [
  { selector: `${routeCall} > Literal.arguments:first-child`, ...ROUTE_PATH },
  { selector: `${routeCall} > TemplateLiteral.arguments:first-child`, ...ROUTE_PATH },
];
// Issue 33: stores reach the page (address, storage, browser) through services, so their tests
// pass a fake instead of jsdom's window.
const PAGE_GLOBALS = [
  'window',
  'document',
  'sessionStorage',
  'localStorage',
  'location',
  'history',
  'navigator',
];
const PAGE_GLOBAL_MESSAGE =
  'Stores reach the page through a service (PageLocationService, StorageService, TabStorageService…), injected by the composition.';
const storePageRules = {
  'no-restricted-globals': [
    'error',
    ...PAGE_GLOBALS.map((name) => ({ name, message: PAGE_GLOBAL_MESSAGE })),
  ],
  'no-restricted-properties': [
    'error',
    ...['globalThis', 'self'].flatMap((object) =>
      PAGE_GLOBALS.map((property) => ({ object, property, message: PAGE_GLOBAL_MESSAGE })),
    ),
  ],
};

const API_PATH_FILES = ['functions/src/**/*.ts', 'web/**/*.{ts,tsx}', 'emulators/**/*.ts'];
const API_PATH_OWNERS = [
  'functions/src/contract/endpoints/**',
  'emulators/mail/**',
  'emulators/flags/**',
  'emulators/deploy-check/**',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      '.local/**',
      'emulators/stripe/public/**',
      'emulators/paypal/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // Classic scripts index.html runs as they are (boot-shell.js, inlined by the build).
    files: ['web/public/**/*.js', 'web/src/boot/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': {
        typescript: {
          noWarnOnMultipleProjects: true,
          project: [
            'web/tsconfig.json',
            'functions/tsconfig.json',
            'emulators/tsconfig.json',
            'bench/tsconfig.json',
          ],
        },
      },
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'zod/mini', 'zod/v4', 'zod/v4/core'].map((name) => ({
            name,
            message:
              "Import z from @fastwell/contract/zod (jitless: the CSP has no 'unsafe-eval').",
          })),
        },
      ],
    },
  },
  {
    // Rules decide; adapters and routes talk to Stripe, Express and Firebase.
    files: ['functions/src/domain/**/*.ts', 'functions/src/contract/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'stripe',
                'express',
                'firebase-admin',
                'firebase-admin/*',
                'firebase-functions',
                'firebase-functions/*',
              ],
              message:
                'The domain and the contract are pure: map provider and HTTP shapes in adapters/ or api/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: { 'import/no-restricted-paths': ['error', { basePath: ROOT, zones: layerZones }] },
  },
  {
    // Issue 33 point 3: no SDK in a use case either (the zone above covers adapters/).
    files: [`${FN}/use-cases/**/*.ts`],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['stripe', '@paypal/*', 'firebase-admin', 'firebase-admin/*', 'nodemailer'],
              message:
                'Use cases call providers through ports (adapters/**/*.port.ts): put the SDK call in an adapter.',
            },
          ],
        },
      ],
    },
  },
  {
    files: TESTS.map((glob) => (glob.endsWith('**') ? `${glob}/*.{ts,tsx}` : glob)),
    rules: { 'import/no-restricted-paths': ['error', { basePath: ROOT, zones: testZones }] },
  },
  {
    files: API_PATH_FILES,
    ignores: API_PATH_OWNERS,
    rules: { 'no-restricted-syntax': ['error', ...apiPathSyntax] },
  },
  {
    files: ['functions/src/api/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...apiPathSyntax, ...routePathSyntax] },
  },
  {
    files: [`${WEB}/shared/stores/**/*.{ts,tsx}`, `${FLOW}/stores/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: storePageRules,
  },
  prettier,
);
