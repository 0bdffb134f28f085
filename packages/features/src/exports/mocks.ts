// MSW handlers and fixtures of the exports area, re-exported by src/mocks.ts.
export {};
