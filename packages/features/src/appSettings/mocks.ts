// MSW handlers and fixtures of the appSettings area, re-exported by src/mocks.ts.
export {};
