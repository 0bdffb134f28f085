// MSW handlers and fixtures of the discounts area, re-exported by src/mocks.ts.
export {};
