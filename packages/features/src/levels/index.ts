// The levels area (lazy-loaded by the app per route).
export {};
