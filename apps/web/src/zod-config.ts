import { z } from 'zod';

// Imported first by main.tsx, before any schema exists: our CSP forbids eval, and zod otherwise
// probes `new Function` when it builds its first object schema (a CSP violation in the console)
// before falling back to the same interpreted checks.
z.config({ jitless: true });
