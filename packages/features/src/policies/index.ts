// The policies area (lazy-loaded by the app per route).
export {};
