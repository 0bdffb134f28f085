// MSW handlers and fixtures of the logs area, re-exported by src/mocks.ts.
export {};
