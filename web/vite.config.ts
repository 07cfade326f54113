import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The HTTP gateway the dev server forwards /api to. */
const gateway = process.env.GATEWAY_URL || 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: { '/api': { target: gateway } },
  },
  preview: {
    proxy: { '/api': { target: gateway } },
  },
});
