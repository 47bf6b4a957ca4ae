import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig, loadEnv } from 'vite';
import { demoWorkerSource } from './mocks/worker-source';
import { signInChunkGroups } from './scripts/sign-in-chunks.mjs';
import formatjsMessages from './scripts/vite-formatjs.mjs';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const WORKER = 'mockServiceWorker.js';

/**
 * Serves and emits MSW's service worker only when the embedded demo backend is on, with the app's
 * own files bypassed (mocks/worker-source.ts).
 */
function demoBackendWorker(enabled: boolean): Plugin {
  const source = () => demoWorkerSource(readFileSync(dir(`./mocks/public/${WORKER}`), 'utf8'));
  return {
    name: 'demo-backend-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use(`/${WORKER}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source());
      });
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: WORKER, source: source() });
    },
  };
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // The embedded demo backend is on for `npm start` and off for `npm run build` unless asked for.
  const enableMock =
    (process.env.VITE_ENABLE_MOCK ?? env.VITE_ENABLE_MOCK ?? String(command === 'serve')) ===
    'true';
  return {
    plugins: [
      react(),
      // defaultMessages compiled by formatjs's transformer (the catalogues by `formatjs compile`,
      // scripts/i18n-compile.mjs), so `vite build` ships react-intl without its ICU parser.
      formatjsMessages({ srcDir: dir('./src/') }),
      demoBackendWorker(enableMock),
    ],
    resolve: {
      alias: [
        { find: '@/', replacement: dir('./src/') },
        { find: '@generated/', replacement: dir('./generated/') },
        { find: '@mocks/', replacement: dir('./mocks/') },
        // zod without its eval-based JIT, so the app runs under a CSP without 'unsafe-eval'.
        { find: /^zod$/, replacement: dir('./src/config/zod.ts') },
      ],
    },
    define: {
      'import.meta.env.VITE_ENABLE_MOCK': JSON.stringify(String(enableMock)),
      // Vite leaves `process.env.NODE_ENV` to Node in a server build: the prerender then ran
      // React's and Emotion's development code, whose class names carry labels
      // (`mui-af62lf-MuiTypography-root`), so no class of the prerendered page matched the
      // browser's and hydration inserted every style again (in right-to-left through the RTL
      // transform): ~100 ms of main thread at 4× CPU.
      ...(isSsrBuild
        ? {
            'process.env.NODE_ENV': JSON.stringify(
              mode === 'production' ? 'production' : 'development',
            ),
          }
        : {}),
    },
    server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true },
    preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173), strictPort: true },
    // The prerender's build (src/entry-server.tsx, run by scripts/prerender.mjs in Node): one file
    // with every dependency in it, resolved as the browser build resolves them.
    ssr: { noExternal: true },
    build: isSsrBuild
      ? { sourcemap: false, target: 'node20', emptyOutDir: true, copyPublicDir: false }
      : {
          sourcemap: false,
          target: 'es2022',
          // The sign-in page's first load in a few files (scripts/sign-in-chunks.mjs).
          rolldownOptions: {
            output: { codeSplitting: { groups: signInChunkGroups({ root: dir('./') }) } },
          },
        },
  };
});
