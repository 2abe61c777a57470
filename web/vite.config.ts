import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { firstStepShell } from './build/first-step-shell.js';
import { inlineBootShell } from './build/inline-boot-shell.js';
import { releaseDefine } from './build/release.js';
import { entryChunk } from './build/entry-chunk.js';
import { contractAlias } from './contract-alias.js';

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    inlineBootShell(fileURLToPath(new URL('./src/boot/boot-shell.js', import.meta.url))),
    firstStepShell(fileURLToPath(new URL('./public/onboarding/locales', import.meta.url))),
  ],
  resolve: { alias: contractAlias },
  define: releaseDefine(),
  build: {
    target: 'es2022',
    // Maps for error reporting only: no sourceMappingURL comment, and firebase.json's hosting
    // ignore keeps them off the site (npm run deploy:check checks both).
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: which chunks each source module needs, for the first-render byte
    // check (bench/check-first-render-bytes.ts). Hosting's ignore of `**/.*` keeps it off the site.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group takes only the modules it names, not what they import (React stays apart).
          includeDependenciesRecursively: false,
          groups: [
            // The store context and the questionnaire's hook: both needed by the first screen, in
            // one chunk instead of two (each chunk costs its own request and wrapper).
            {
              name: 'store-context',
              test: /shared\/stores\/store-context|onboarding\/use-onboarding/,
            },
            // Chakra, Ark, Zag and emotion modules that seven or more lazy chunks import, in one
            // chunk: otherwise Rolldown makes ~40 chunks of 0.1-1 KB, each a request with its
            // headers and round trip on a cold load. Fewer sharers put what some screens never use
            // into the gender step's load (entriesAware groups did too, +18 KB there); a new lazy
            // chunk can move the balance: npm run check:bytes says.
            {
              name: 'chakra',
              test: /node_modules\/(@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@swc|stylis|@pandacss|proxy-compare|uqr)\//,
              minShareCount: 7,
            },
            // The checkout screen and the purchase flows' stores, with the app modules only they
            // import, in one chunk: what the services that start on every screen load (flags,
            // auth, the API client, the consent tool) and the questionnaire's screens keep their
            // own chunks, so this one loads on the checkout's path only.
            entryChunk(
              'checkout-start',
              ['app/feature-composition.ts', 'features/checkout/checkout-screen.tsx'].map(source),
              [
                'app/start.tsx',
                'features/onboarding/loading-screen.tsx',
                'features/onboarding/onboarding-step-route.tsx',
                'features/onboarding/later-steps.tsx',
                'shared/services/api-client.ts',
                'shared/services/account.api.ts',
                'shared/services/experiments.api.ts',
                'shared/stores/experiment-exposures.ts',
                'shared/domain/experiments/visitor-attributes.ts',
                'shared/services/consent-ui.ts',
              ].map(source),
            ),
          ],
        },
      },
    },
  },
  server: { port: 5173, host: '127.0.0.1' },
});
