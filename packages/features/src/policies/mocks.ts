// MSW handlers and fixtures of the policies area, re-exported by src/mocks.ts.
export {};
