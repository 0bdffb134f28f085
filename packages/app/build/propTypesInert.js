// prop-types for the app's production build. React 19 never checks propTypes, yet downshift builds
// its validators when it loads (PropTypes.func, PropTypes.shape({...}).isRequired, ...), which kept
// the real package (0.5 kB gzipped) in every route with a select. Any property or call of this
// one gives itself back, and nothing ever calls a validator.
const inert = new Proxy(function propType() {}, {
  get: () => inert,
  apply: () => inert,
});
export default inert;
