// codegen.ts names the context type '../context#Context' relative to the generated resolver types
// in src/graphql/, which lands here; the context itself lives with the GraphQL layer.
export type { Context } from './graphql/context';
