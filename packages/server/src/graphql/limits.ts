import { EnvelopArmor } from '@escape.tech/graphql-armor';
// Envelop plugins are named use*, which is not a React hook: renamed so the hooks lint rule reads it right.
import { useDisableIntrospection as disableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import type { YogaServerOptions } from 'graphql-yoga';

type Plugins = NonNullable<YogaServerOptions<object, object>['plugins']>;

/**
 * What one GraphQL operation may ask for, checked while the document is validated, before any
 * resolver runs. The app's own operations stay inside them with room for spec 2's (limits.test.ts
 * checks every operation of packages/features): today the deepest is 8 levels as graphql-armor
 * counts them and the costliest document estimates 335.
 * An attacker's 1,000 aliased fields or 2,000 aliased list calls are refused outright.
 */
export const OPERATION_LIMITS = {
  /** Fields renamed with an alias: enough for a screen that asks two pages at once. */
  aliases: 10,
  depth: 10,
  /** Lexical tokens of the document (names, braces, punctuation, values). */
  tokens: 1500,
  directives: 20,
  /** graphql-armor's estimate: objects cost 2, scalars 1, each level deeper costs 1.5x more. */
  cost: 2000,
} as const;

/**
 * graphql-armor's alias, depth, token, directive and cost limits, plus no introspection and no
 * "did you mean" field suggestions in production, so a client there learns only the operations it
 * is given.
 */
export function operationLimitPlugins(options: { production: boolean }): Plugins {
  const armor = new EnvelopArmor({
    maxAliases: { n: OPERATION_LIMITS.aliases },
    maxDepth: { n: OPERATION_LIMITS.depth },
    maxTokens: { n: OPERATION_LIMITS.tokens },
    maxDirectives: { n: OPERATION_LIMITS.directives },
    costLimit: { maxCost: OPERATION_LIMITS.cost },
    blockFieldSuggestion: { enabled: options.production },
  });
  const plugins: Plugins = [...armor.protect().plugins];
  if (options.production) plugins.push(disableIntrospection());
  return plugins;
}
