import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// `npm test` runs the unit suite beside the cross-engine suite on the same cores
// (scripts/test-all.ts), where a part loaded with import() can take over Testing Library's
// default second to appear (a CI run waited for the hover preview's box in vain). `findBy…` and
// `waitFor` still return as soon as what they wait for is there; 3 s stays under vitest's 5 s
// test time-out, so a real failure still reports what was missing.
configure({ asyncUtilTimeout: 3000 });
