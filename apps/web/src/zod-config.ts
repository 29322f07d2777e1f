// Imported first by main.tsx, before any schema exists: our CSP forbids eval, and zod otherwise
// probes `new Function` when it builds its first object schema (a CSP violation in the console)
// before falling back to the same interpreted checks. zod keeps its settings on globalThis (every
// copy of zod reads the same object, core.js `globalConfig`), so they are set here without importing
// any of zod: it loads later, with the first schema a page needs.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
