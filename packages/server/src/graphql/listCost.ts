import { PRODUCT_TYPE_LIMITS, PRODUCT_TYPE_LIST_MAX } from '@podoffice/domain';
import {
  GraphQLError,
  Kind,
  getArgumentValues,
  getNamedType,
  getNullableType,
  getOperationAST,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import pLimit from 'p-limit';
import { MAX_PAGE_SIZE } from './args';
import { tooManyRequests } from './errors';

/**
 * graphql-armor's cost estimate counts each field once, whatever the list it is in: ten aliased
 * `productTypeById { variants { supplier_costs carrier_costs … } }` passed it and answered 11 MB in
 * 7 s, stalling every other user's requests. This estimate weighs each list by the size it can
 * have: the values an answer could hold. One variant grid of the largest type (5,000 variants with
 * their costs and partner data) stays within it; a second one in the same request does not.
 */
export const LIST_COST = {
  /** The most values one answer may hold by this estimate. */
  max: 10_000_000,
  /** A list the schema says nothing about: a page's default. */
  defaultSize: 20,
  /** The most bytes an answer may have, checked after it is computed (a backstop to the estimate). */
  answerBytesMax: 8 * 1024 * 1024,
  /**
   * A request over this estimate is heavy (a variant grid of a large type, not any page of a list
   * screen): one runs at a time per server process and a few wait, so four loops of them take one
   * share of the server, not four, and more are told to come back.
   */
  heavy: 1_000_000,
  heavyAtOnce: 1,
  heavyWaiting: 8,
} as const;

export type ListCostLimits = Record<
  'max' | 'answerBytesMax' | 'heavy' | 'heavyAtOnce' | 'heavyWaiting',
  number
>;

/**
 * The most items a list field of the schema can hold (Type.field). A page's `hits` is sized by the
 * `limit` its field was asked with; a field with a `limit` argument of its own by that, and one
 * asked for by ids by their number.
 */
const LIST_SIZES: ReadonlyMap<string, number> = new Map([
  ['ProductType.variants', PRODUCT_TYPE_LIMITS.variantsMax],
  ['Query.productVariant', PRODUCT_TYPE_LIMITS.variantsMax],
  ['ProductType.attributes', PRODUCT_TYPE_LIMITS.attributesMax],
  ['ProductTypeAttribute.options', PRODUCT_TYPE_LIMITS.optionsMax],
  ['ProductType.print_files', PRODUCT_TYPE_LIMITS.printAreasMax],
  ['ProductType.images', PRODUCT_TYPE_LIMITS.imagesMax],
  // A product type names at most 100 suppliers, carriers and categories (its form's bounds).
  ['ProductType.suppliers', 100],
  ['ProductType.product_type_carriers', 100],
  ['ProductType.categories', 100],
  ['ProductTypeVariant.attributes', PRODUCT_TYPE_LIMITS.attributesMax],
  ['ProductTypeVariant.supplier_costs', 100],
  ['ProductTypeVariant.carrier_costs', 100],
  ['ProductTypeVariant.print_area_ids', PRODUCT_TYPE_LIMITS.printAreasMax],
  ['ProductTypeVariant.partner_variants', PRODUCT_TYPE_LIMITS.partnerItemsMax],
  ['ProductTypeVariant.mapping_partner_print_areas', PRODUCT_TYPE_LIMITS.partnerItemsMax],
  ['Query.OrderComments', 500],
]);

/**
 * Paged lists whose page is not the usual one: their default when no limit is sent, and the
 * largest limit they take (the product types of a filter's choices, every term of an attribute,
 * an order's log). Others default to LIST_COST.defaultSize and take at most MAX_PAGE_SIZE.
 */
const PAGES: ReadonlyMap<string, { size: number; max: number }> = new Map([
  ['Query.productTypes', { size: PRODUCT_TYPE_LIMITS.pageSize, max: PRODUCT_TYPE_LIST_MAX }],
  ['Query.entityLogs', { size: 100, max: 100 }],
  ['Query.getAttributeTermByAttributeName', { size: 9_999, max: 9_999 }],
]);

type Args = Record<string, unknown>;

/** How a paged field's `hits` are sized: its page's default and largest limit. */
type Page = { size: number; max: number };
const USUAL_PAGE: Page = { size: LIST_COST.defaultSize, max: MAX_PAGE_SIZE };

/**
 * The `limit` a field was asked with, directly or in its `filter`. One above what any page takes
 * is refused by the field itself, with its message, before anything is read: the estimate leaves
 * that to it.
 */
function limitOf(args: Args | undefined, max = MAX_PAGE_SIZE): number | undefined {
  const filter = args?.['filter'] as Args | null | undefined;
  const limit = args?.['limit'] ?? filter?.['limit'];
  return typeof limit === 'number' && limit > 0 && limit <= max ? limit : undefined;
}

/**
 * The most items a list field asked for by ids can answer: the longest of its id lists
 * (productTypeByIds(ids), assignOrderCarrier(order_ids)), one item an id.
 */
function idsCountOf(args: Args): number | undefined {
  const counts = Object.entries(args)
    .filter(([name, value]) => /(^|_)ids$/.test(name) && Array.isArray(value))
    .map(([, value]) => (value as unknown[]).length);
  return counts.length > 0 ? Math.max(...counts) : undefined;
}

interface Walk {
  schema: GraphQLSchema;
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  variables: Args;
  /** Fragments being expanded, so a cycle (refused by validation anyway) cannot loop. */
  expanding: Set<string>;
}

function argsOf(
  field: GraphQLField<unknown, unknown>,
  node: Parameters<typeof getArgumentValues>[1],
  walk: Walk,
) {
  try {
    return getArgumentValues(field, node, walk.variables);
  } catch {
    // A value the field refuses: execution answers with its message; the estimate takes defaults.
    return {};
  }
}

/** The values a selection set could answer, on `type`, inside a field asked with `parentArgs`. */
function selectionCost(
  selectionSet: SelectionSetNode,
  type: GraphQLCompositeType,
  parentArgs: Args | undefined,
  walk: Walk,
  parentPage: Page = USUAL_PAGE,
): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      if (name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) {
        cost += 1;
        continue;
      }
      const field = type.getFields()[name];
      if (!field) continue;
      const args = argsOf(field, selection, walk);
      const fieldType = getNullableType(field.type);
      const size = isListType(fieldType)
        ? (LIST_SIZES.get(`${type.name}.${name}`) ??
          (name === 'hits'
            ? (limitOf(parentArgs, parentPage.max) ?? parentPage.size)
            : undefined) ??
          limitOf(args) ??
          idsCountOf(args) ??
          LIST_COST.defaultSize)
        : 1;
      const named = getNamedType(field.type);
      const inner =
        selection.selectionSet && isCompositeType(named)
          ? 1 +
            selectionCost(
              selection.selectionSet,
              named,
              args,
              walk,
              PAGES.get(`${type.name}.${name}`) ?? USUAL_PAGE,
            )
          : 1;
      cost += size * inner;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition
        ? walk.schema.getType(selection.typeCondition.name.value)
        : type;
      if (on && isCompositeType(on)) {
        cost += selectionCost(selection.selectionSet, on, parentArgs, walk, parentPage);
      }
    } else {
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      const on = fragment && walk.schema.getType(fragment.typeCondition.name.value);
      if (!fragment || !on || !isCompositeType(on) || walk.expanding.has(name)) continue;
      walk.expanding.add(name);
      cost += selectionCost(fragment.selectionSet, on, parentArgs, walk, parentPage);
      walk.expanding.delete(name);
    }
  }
  return cost;
}

/** The values an operation could answer by LIST_COST's estimate. */
export function operationListCost(
  schema: GraphQLSchema,
  document: Parameters<typeof getOperationAST>[0],
  operationName: string | null | undefined,
  variables: Args,
): number {
  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return 0;
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  return selectionCost(operation.selectionSet, root, undefined, {
    schema,
    fragments,
    variables,
    expanding: new Set(),
  });
}

/**
 * Whether `JSON.stringify(result).length` is over `max`, mostly without writing the JSON: the
 * answer's values are walked for the least and the most its JSON can take (a string between its
 * length and six times it, escaped; a number 1 to 24 characters), and only an answer between the
 * two is written out. Writing out every answer took as much CPU as Yoga writing it again to send
 * it (issue 29); a page of orders is far below the ceiling by either measure.
 */
export function jsonLengthOver(result: unknown, max: number): boolean {
  const bounds = { least: 0, most: 0 };
  const plain =
    typeof result === 'object' &&
    result !== null &&
    Object.keys(result).every((key) => key === 'data') &&
    walkJson((result as { data?: unknown }).data, bounds, max);
  if (plain && bounds.most <= max) return false;
  if (plain && bounds.least > max) return true;
  return JSON.stringify(result).length > max;
}

/**
 * Adds a value's JSON length bounds to `bounds`; false for a value it cannot bound (an object that
 * writes itself with toJSON, anything not JSON) or once the least is past `max` (the answer is over).
 */
function walkJson(value: unknown, bounds: { least: number; most: number }, max: number): boolean {
  if (value === null || typeof value === 'boolean') {
    bounds.least += 4;
    bounds.most += 5;
    return true;
  }
  if (typeof value === 'string') {
    bounds.least += value.length + 2;
    bounds.most += value.length * 6 + 2;
    return bounds.least <= max;
  }
  if (typeof value === 'number') {
    bounds.least += 1;
    bounds.most += 24;
    return true;
  }
  if (
    value === undefined ||
    typeof value !== 'object' ||
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  ) {
    return false;
  }
  // Brackets, and a comma or colon with each item.
  bounds.least += 2;
  bounds.most += 2;
  if (Array.isArray(value)) {
    for (const item of value) {
      bounds.most += 1;
      if (!walkJson(item, bounds, max)) return false;
    }
    return true;
  }
  for (const key of Object.keys(value)) {
    bounds.least += key.length + 3;
    bounds.most += key.length * 6 + 4;
    if (!walkJson((value as Record<string, unknown>)[key], bounds, max)) return false;
  }
  return bounds.least <= max;
}

const refusal = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

export const LIST_COST_MESSAGES = {
  tooCostly: (max: number) =>
    `List cost limit of ${max.toLocaleString('en-US')} exceeded: ask for fewer rows (a smaller limit) or fewer lists in one request`,
  busy: 'The server is busy with large lists. Please try again in a moment',
  tooLarge: (bytes: number) =>
    `The answer is larger than ${Math.round(bytes / 1024 / 1024)} MB: ask for fewer rows or fields in one request`,
} as const;

/**
 * Refuses an operation whose lists could answer more than LIST_COST.max values before any resolver
 * runs (the variables are known only here, at execution), runs heavy ones one at a time, and
 * replaces an answer larger than LIST_COST.answerBytesMax with a refusal, so neither one request nor
 * a few clients in a loop hold the server for seconds.
 */
export function listCostLimit(overrides: Partial<ListCostLimits> = {}): Plugin {
  const limits: ListCostLimits = { ...LIST_COST, ...overrides };
  const heavyGate = pLimit(limits.heavyAtOnce);
  return {
    onExecute({ args, executeFn, setExecuteFn, setResultAndStopExecution }) {
      const cost = operationListCost(
        args.schema,
        args.document,
        args.operationName,
        (args.variableValues ?? {}) as Args,
      );
      if (cost > limits.max) {
        setResultAndStopExecution({ errors: [refusal(LIST_COST_MESSAGES.tooCostly(limits.max))] });
        return undefined;
      }
      if (cost > limits.heavy) {
        if (
          heavyGate.activeCount + heavyGate.pendingCount >=
          limits.heavyAtOnce + limits.heavyWaiting
        ) {
          const now = new Date();
          setResultAndStopExecution({
            errors: [tooManyRequests(LIST_COST_MESSAGES.busy, new Date(now.getTime() + 1000), now)],
          });
          return undefined;
        }
        setExecuteFn(
          (executeArgs) =>
            new Promise((resolve, reject) => {
              void heavyGate(async () => {
                const started = performance.now();
                try {
                  resolve(await executeFn(executeArgs));
                } catch (e) {
                  reject(e);
                }
                // The gate stays shut as long again: heavy requests, even back to back from a few
                // loops, get at most half of the process's time, and every other request the rest.
                await new Promise((rest) => setTimeout(rest, performance.now() - started));
              });
            }),
        );
      }
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result) return;
          // Length in UTF-16 units: within a factor of the bytes sent, enough for a ceiling.
          if (jsonLengthOver(result, limits.answerBytesMax)) {
            setResult({ errors: [refusal(LIST_COST_MESSAGES.tooLarge(limits.answerBytesMax))] });
          }
        },
      };
    },
  };
}
