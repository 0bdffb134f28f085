// findBy*/waitFor wait up to 5 s instead of 1 s: CI runs every package's suite on 2 busy cores,
// where a mocked answer plus a React commit can take longer than a second.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });
