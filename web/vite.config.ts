import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: scripts/initial-js-size.mjs reads the entry's static imports.
    manifest: true,
  },
  server: { port: 5173, host: '127.0.0.1' },
});
