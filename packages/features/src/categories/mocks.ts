// MSW handlers and fixtures of the categories area, re-exported by src/mocks.ts.
export {};
