// The news area (lazy-loaded by the app per route).
export {};
