// styled-components has no "exports" field, so Node's ESM loader reads its CommonJS build, where
// the default import is the whole module object and `styled.div` is undefined. Its named `styled`
// export works in Node and in every bundler, so the library builds route each import of the
// package through one module whose default is that named export; the sources keep the usual
// `import styled from 'styled-components'`.
const PACKAGE = 'styled-components';
const SHIM = '\0styled-components-interop';

/** Wraps a rollup `external` function so that sources import styled-components through the shim. */
export function externalExceptStyled(external) {
  return (id, importer, isResolved) =>
    id === PACKAGE && importer !== SHIM ? false : external(id, importer, isResolved);
}

/** @returns {import('rollup').Plugin} */
export function styledComponentsInterop() {
  return {
    name: 'styled-components-interop',
    resolveId(id, importer) {
      if (id !== PACKAGE) return null;
      return importer === SHIM ? { id: PACKAGE, external: true } : SHIM;
    },
    load(id) {
      if (id !== SHIM) return null;
      return `export * from '${PACKAGE}';\nexport { styled as default } from '${PACKAGE}';\n`;
    },
  };
}
