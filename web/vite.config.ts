import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { firstStepShell } from './build/first-step-shell.js';

/**
 * main.tsx imports the app only after index.html's static shell has painted; these modulepreload
 * links make the browser download (not run) the app's chunks and the loading screen's from the
 * start, as if they were static imports of the entry.
 */
function preloadAfterPaintChunks(sources: readonly string[]): Plugin {
  return {
    name: 'fastwell:preload-after-paint-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const add = (chunk: Rolldown.OutputChunk) => {
          if (files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) add(imported);
          }
        };
        for (const source of sources) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(source));
          if (!chunk) throw new Error(`No chunk for ${source} to preload`);
          add(chunk);
        }
        const tags: HtmlTagDescriptor[] = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
        return { html, tags };
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    firstStepShell(fileURLToPath(new URL('./public/onboarding/locales', import.meta.url))),
    preloadAfterPaintChunks(['/src/app/start.tsx', '/src/features/onboarding/loading-screen.tsx']),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  server: { port: 5173, host: '127.0.0.1' },
});
