import { fileURLToPath } from 'node:url';
import { vitePlugin as remix, cloudflareDevProxyVitePlugin } from '@remix-run/dev';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Rollup } from 'vite';

declare module '@remix-run/cloudflare' {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * One chunk for what every page loads: React, Remix and everything `app/root.tsx` imports statically
 * (the header, footer, texts, formatting, buttons, toasts). Split across a dozen small files it cost about
 * 6 % more gzip, each file compressed without the others' words; nothing in it is ever loaded in vain,
 * as the root loads it all on every page anyway.
 */
function appShellChunk(): Rollup.GetManualChunk {
  let shell: Set<string> | null = null;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!shell) {
      shell = new Set();
      const root = [...getModuleIds()].find((m) => m.endsWith('/app/root.tsx'));
      const pending = root ? [...(getModuleInfo(root)?.importedIds ?? [])] : [];
      while (pending.length > 0) {
        const next = pending.pop()!;
        if (shell.has(next)) continue;
        shell.add(next);
        pending.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return shell.has(id) ? 'shell' : undefined;
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    // Only for `vite dev`: a build must not start a runtime of its own.
    command === 'serve' ? cloudflareDevProxyVitePlugin() : null,
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    vanillaExtractPlugin(),
  ],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
    mainFields: ['browser', 'module', 'main'],
  },
  ssr: {
    resolve: {
      conditions: ['workerd', 'worker', 'browser'],
      externalConditions: ['workerd', 'worker'],
    },
  },
  build: {
    sourcemap: false,
    // Terser, two passes, keeping the licence banners ('some': @license, @preserve, /*!): about 4 % less gzip
    // than esbuild's minifier on the pages' JavaScript.
    minify: isSsrBuild ? false : 'terser',
    terserOptions: {
      compress: { passes: 2, ecma: 2020 },
      format: { comments: 'some', ecma: 2020 },
    },
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: appShellChunk() } },
  },
}));
