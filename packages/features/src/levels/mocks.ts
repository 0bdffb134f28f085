// MSW handlers and fixtures of the levels area, re-exported by src/mocks.ts.
export {};
