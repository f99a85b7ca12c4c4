/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    globals: true,
    include: [
      '{src,sandbox,scripts,build,tests/support,tests/engines/support,docs}/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    setupFiles: ['tests/support/vitest-setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
