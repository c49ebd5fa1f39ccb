import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  // The offline copy's worker (features/offline/sync-worker.ts) as an ES module: it shares chunks with the page.
  worker: { format: 'es' },
  plugins: [
    react(),
    // .br and .gz beside every text asset; the server sends them with @fastify/static's preCompressed.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    // Installable app (issue 18): a manifest and a service worker that precaches the portal's shell, so it opens
    // without network. The app asks before switching to a new build ('Nuova versione disponibile'). The public
    // warranty page and the API are never served from it.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icons/icon-180.png'],
      manifest: {
        name: 'Portale agenti',
        short_name: 'Portale agenti',
        description: 'Clienti, catalogo, preventivi e ordini per gli agenti di vendita',
        lang: 'it',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1c5d99',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,svg,woff2}'],
        // The public warranty page has its own entry and is not part of the app. The password estimator (zxcvbn's
        // dictionaries, 518 kB gzip) loads on demand on the password forms, which need the network anyway: not
        // precached (issue 58).
        globIgnores: ['garanzia.html', 'assets/garanzia-*', 'assets/password-estimator-*'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/garanzia/, /^\/metrics/],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // Product pictures seen online stay on the device for the catalogue without network (issue 18): served from
        // the cache at once and refreshed behind it. The cap is in pictures (Workbox expires by count and age, not
        // bytes): 1,500 catalogue pictures of ~30–80 KB are 45–120 MB; the oldest go first, and all of them if the
        // browser runs short of room.
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/catalog/image/'),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'product-images',
              expiration: { maxEntries: 1500, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: the server reads which chunks a signed-in page needs (plugins/static-spa.ts).
    manifest: true,
    chunkSizeWarningLimit: 1500,
    // garanzia.html: the public warranty page, its own small bundle (no portal code).
    // zod and lib/zod-config.ts share a chunk, so zod is configured before any chunk that builds
    // contract schemas runs (a chunk runs after the chunks it imports).
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        garanzia: fileURLToPath(new URL('./garanzia.html', import.meta.url)),
      },
      output: { codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-config\.ts$/ }] } },
    },
  },
});
