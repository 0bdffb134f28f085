// MSW handlers and fixtures of the siteSettings area, re-exported by src/mocks.ts.
export {};
