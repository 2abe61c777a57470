import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { firstStepShell } from './build/first-step-shell.js';
import { inlineBootShell } from './build/inline-boot-shell.js';
import { contractAlias } from './contract-alias.js';

export default defineConfig({
  plugins: [
    react(),
    inlineBootShell(fileURLToPath(new URL('./src/boot/boot-shell.js', import.meta.url))),
    firstStepShell(fileURLToPath(new URL('./public/onboarding/locales', import.meta.url))),
  ],
  resolve: { alias: contractAlias },
  build: {
    target: 'es2022',
    // Maps for error reporting only: no sourceMappingURL comment, and firebase.json's hosting
    // ignore keeps them off the site (npm run deploy:check checks both).
    sourcemap: 'hidden',
  },
  server: { port: 5173, host: '127.0.0.1' },
});
