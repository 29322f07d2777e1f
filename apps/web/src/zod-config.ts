import { config } from 'zod/v4/core';

// Imported first by main.tsx, before any schema exists: our CSP forbids eval, and zod otherwise
// probes `new Function` when it builds its first object schema (a CSP violation in the console)
// before falling back to the same interpreted checks. Only zod's small core config module is
// imported here: zod itself loads later, with the first schema a page needs.
config({ jitless: true });
