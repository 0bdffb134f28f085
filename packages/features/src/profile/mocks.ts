// MSW handlers and fixtures of the profile area, re-exported by src/mocks.ts.
export {};
