// MSW handlers and fixtures of the users area, re-exported by src/mocks.ts.
export {};
