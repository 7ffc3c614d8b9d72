import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:4000', '/graphql': { target: 'http://localhost:4000', ws: true } } },
  // the shared vendor chunk (React, antd, Apollo) is ~170 kB gzipped; screens are split per route
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 800 },
});
