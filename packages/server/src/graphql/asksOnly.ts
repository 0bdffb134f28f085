import { Kind, type FieldNode, type GraphQLResolveInfo } from 'graphql';

const answers = new WeakMap<readonly FieldNode[], Map<ReadonlySet<string>, boolean>>();

/**
 * Whether a field asks only for `fields` of its record (and __typename): then a record read with
 * only those columns answers it. A fragment inside the field counts as asking for more (the loader's
 * whole record answers it). Remembered per field of a document: graphql-js hands every row of a list
 * the same field nodes, and Yoga keeps a parsed document for its next requests.
 */
export function asksOnly(info: GraphQLResolveInfo, fields: ReadonlySet<string>): boolean {
  let known = answers.get(info.fieldNodes);
  if (!known) answers.set(info.fieldNodes, (known = new Map()));
  let answer = known.get(fields);
  if (answer === undefined) {
    answer = info.fieldNodes.every((node) =>
      (node.selectionSet?.selections ?? []).every(
        (s) => s.kind === Kind.FIELD && (s.name.value === '__typename' || fields.has(s.name.value)),
      ),
    );
    known.set(fields, answer);
  }
  return answer;
}

const asked = new WeakMap<readonly FieldNode[], Map<string, boolean>>();

/**
 * Whether a field's own selection names `name` (not through a fragment): a resolver may start
 * loading what that field will need in the same tick as its own record. Remembered as asksOnly is.
 */
export function asksFor(info: GraphQLResolveInfo, name: string): boolean {
  let known = asked.get(info.fieldNodes);
  if (!known) asked.set(info.fieldNodes, (known = new Map()));
  let answer = known.get(name);
  if (answer === undefined) {
    answer = info.fieldNodes.some((node) =>
      (node.selectionSet?.selections ?? []).some(
        (s) => s.kind === Kind.FIELD && s.name.value === name,
      ),
    );
    known.set(name, answer);
  }
  return answer;
}
