// MSW handlers and fixtures of the news area, re-exported by src/mocks.ts.
export {};
