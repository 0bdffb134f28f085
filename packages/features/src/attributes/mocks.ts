// MSW handlers and fixtures of the attributes area, re-exported by src/mocks.ts.
export {};
