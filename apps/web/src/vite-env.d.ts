/// <reference types="vite/client" />

/** The product version from the root package.json, set at build time (vite.config.ts `define`). */
declare const __APP_VERSION__: string;
