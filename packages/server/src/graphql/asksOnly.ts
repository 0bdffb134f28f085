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
