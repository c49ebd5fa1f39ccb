import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [
    react(),
    // .br and .gz beside every text asset; the server sends them with @fastify/static's preCompressed.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
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
