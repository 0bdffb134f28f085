// MSW handlers and fixtures of the sites area, re-exported by src/mocks.ts.
export {};
