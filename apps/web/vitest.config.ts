import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Used alone (`vitest run --root apps/web`) and as the `web` project of a
// root config with `test.projects`.
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
