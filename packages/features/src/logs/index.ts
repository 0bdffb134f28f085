// The logs area (lazy-loaded by the app per route).
export {};
