import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:4000', '/graphql': { target: 'http://localhost:4000', ws: true } } },
  build: { outDir: 'dist', emptyOutDir: true },
});
