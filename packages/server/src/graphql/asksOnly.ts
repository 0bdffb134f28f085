import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionNode } from 'graphql';

const answers = new WeakMap<readonly FieldNode[], Map<unknown, boolean>>();

/**
 * A question about a field's selection, answered once per field of a document (keyed by `key`):
 * graphql-js hands every row of a list the same field nodes, and Yoga keeps a parsed document for
 * its next requests.
 */
function remembered(
  info: GraphQLResolveInfo,
  key: unknown,
  answer: (selections: readonly SelectionNode[]) => boolean,
): boolean {
  let known = answers.get(info.fieldNodes);
  if (!known) answers.set(info.fieldNodes, (known = new Map()));
  let found = known.get(key);
  if (found === undefined) {
    found = info.fieldNodes.every((node) => answer(node.selectionSet?.selections ?? []));
    known.set(key, found);
  }
  return found;
}

/**
 * Whether a field asks only for `fields` of its record (and __typename): then a record read with
 * only those columns answers it. A fragment inside the field counts as asking for more (the loader's
 * whole record answers it).
 */
export function asksOnly(info: GraphQLResolveInfo, fields: ReadonlySet<string>): boolean {
  return remembered(info, fields, (selections) =>
    selections.every(
      (s) => s.kind === Kind.FIELD && (s.name.value === '__typename' || fields.has(s.name.value)),
    ),
  );
}

/**
 * Whether a field's own selection names `name` (not through a fragment): a resolver may start
 * loading what that field will need in the same tick as its own record.
 */
export function asksFor(info: GraphQLResolveInfo, name: string): boolean {
  return remembered(info, `asksFor:${name}`, (selections) =>
    selections.some((s) => s.kind === Kind.FIELD && s.name.value === name),
  );
}
