import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contractAlias } from './contract-alias';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: contractAlias },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
  },
});
