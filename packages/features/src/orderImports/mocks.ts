// MSW handlers and fixtures of the CSV order import area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import {
  ORDER_MAPPING_MESSAGES as M,
  ORDER_ROW_MESSAGES as R,
  SERVER_MESSAGES,
  canImportOrders,
  canReadImportHistory,
  csvRowInput,
  mappedOrderRowErrors,
  orderRowErrors,
  readTemplateValue,
  templateNameError,
  templateNameOf,
} from '@podoffice/domain';
import { userOfRequest } from '../shared/fixtures';
import { mockJobs, type MockJobs } from '../shared/jobs/mocks';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import { VARIANT_CHOICES, variantChoicesHandlers } from '../shared/variantChoices/mocks';
import type { CsvOrderRowInput, ImportHistoryFieldsFragment } from './api/OrderImports.generated';

export type ImportHistoryFixture = ImportHistoryFieldsFragment;

/** `count` imports of the fixture seller's site, newest first; every third refused some rows. */
export function makeImportHistory(count = 3): ImportHistoryFixture[] {
  return Array.from({ length: count }, (_, i) => ({
    __typename: 'ImportHistory' as const,
    id: String(40 + count - i),
    site_id: '11',
    site_title: 'Sam’s Tees',
    origin_name: `orders-${27 - i}-november.csv`,
    done: 20 - i,
    failed: i % 3 === 0 ? 2 : 0,
    user_name: 'Sam Carter',
    created_at: new Date(Date.UTC(2026, 10, 27 - i, 9, 30)).toISOString(),
    has_refused: i % 3 === 0,
  }));
}

/** Variants the catalogue has in the mocks (any other number is 'not found'). */
const KNOWN_VARIANTS = new Set(['71', '72', '73']);

function check(rows: CsvOrderRowInput[]) {
  const problems: {
    __typename: 'OrderImportProblem';
    row: number;
    column: string;
    message: string;
  }[] = [];
  const refused = new Set<number>();
  for (const row of rows) {
    const errors = orderRowErrors(csvRowInput(row));
    for (const e of errors) {
      problems.push({
        __typename: 'OrderImportProblem',
        row: row.row,
        column: String(e.field),
        message: e.message,
      });
      refused.add(row.row);
    }
    if (!refused.has(row.row) && !KNOWN_VARIANTS.has(String(row.variantID))) {
      problems.push({
        __typename: 'OrderImportProblem',
        row: row.row,
        column: 'Variant ID',
        message: R.variantNotFound,
      });
      refused.add(row.row);
    }
  }
  return { accepted: rows.length - refused.size, refused: refused.size, problems };
}

/**
 * The import calls as the server answers them: the dry run by the domain's row rules (variants 71
 * to 73 exist), the import a job (`jobs`) that ends with §8's message, the history of `entries`.
 */
export function orderImportsHandlers(
  entries: ImportHistoryFixture[] = makeImportHistory(),
  jobs: MockJobs = mockJobs(),
) {
  const api = apiLink();
  return [
    ...jobs.handlers,
    ...shopExportHandlers(),
    api.query('ImportHistory', ({ request, variables }) => {
      if (!canReadImportHistory(userOfRequest(request)))
        return graphqlError(SERVER_MESSAGES.forbidden);
      const search = (variables.filter?.search ?? '').toLowerCase();
      const hits = entries.filter((e) => e.origin_name.toLowerCase().includes(search));
      return HttpResponse.json({ data: { listImportHistory: { count: hits.length, hits } } });
    }),
    api.mutation('DownloadImportRefused', () =>
      HttpResponse.json({
        data: { downloadImportRefused: '/files/imports/refused/x.csv?signature=s' },
      }),
    ),
    api.query('ImportSite', ({ variables }) =>
      HttpResponse.json({
        data: {
          siteById: {
            __typename: 'Site',
            id: variables.id,
            title: 'Sam’s Tees',
            platform: 'import',
          },
        },
      }),
    ),
    api.query('ValidateOrderImport', ({ request, variables }) => {
      if (!canImportOrders(userOfRequest(request))) return graphqlError(SERVER_MESSAGES.forbidden);
      const rows = ([] as CsvOrderRowInput[]).concat(variables.input);
      return HttpResponse.json({
        data: { validateOrderImport: { __typename: 'OrderImportReport', ...check(rows) } },
      });
    }),
    api.mutation('DownloadOrderImportRefused', () =>
      HttpResponse.json({
        data: { downloadOrderImportRefused: '/files/downloads/imports/r.csv?signature=s' },
      }),
    ),
    api.mutation('ImportFromCsv', ({ request, variables }) => {
      if (!canImportOrders(userOfRequest(request))) return graphqlError(SERVER_MESSAGES.forbidden);
      const rows = ([] as CsvOrderRowInput[]).concat(variables.input);
      const { accepted, refused } = check(rows);
      const job = jobs.start('order-import', rows.length, {
        result: {
          done: accepted,
          failed: refused,
          message: R.done(accepted, refused),
          history_id: 99,
        },
      });
      return HttpResponse.json({ data: { importFromCSV: job } });
    }),
  ];
}

/** The history failing with the server's message; put it before orderImportsHandlers(). */
export function importHistoryFailure(message: string) {
  return apiLink().query('ImportHistory', () => graphqlError(message));
}

/** The history never answers: the loading state. */
export function importHistoryLoading() {
  return apiLink().query('ImportHistory', neverResolves);
}

/** Order items the fixture site already has (a shop export's row #1001 item 11 among them). */
const IMPORTED_ITEMS = [{ origin_id: '1001', item: '11' }];

/**
 * A shop export's calls as the server answers them: the items imported (CheckExistOrders), the
 * products mapped by earlier rows, ImportOrder by the domain's row rules (once per item; the tee's
 * variants only) and the site's templates (order_import_setting_…; never Woo, never twice).
 */
function shopExportHandlers() {
  const api = apiLink();
  const items = [...IMPORTED_ITEMS];
  const mappings: {
    product_origin_id: string;
    product_variation: string;
    product_type_id: string;
    variant_id: string;
  }[] = [];
  const templates: { name: string; value: string }[] = [
    {
      name: 'order_import_setting_Shopify export',
      value: JSON.stringify({ originId: 'Name', item: 'Lineitem id' }),
    },
  ];
  const refuse = (request: Request) =>
    canImportOrders(userOfRequest(request)) ? null : graphqlError(SERVER_MESSAGES.forbidden);
  return [
    ...variantChoicesHandlers(),
    api.query('CheckExistOrders', ({ request, variables }) => {
      const inputs = ([] as { origin_id: string; item: string }[]).concat(variables.inputs);
      return (
        refuse(request) ??
        HttpResponse.json({
          data: {
            CheckExistOrders: items
              .filter((i) => inputs.some((x) => x.origin_id === i.origin_id && x.item === i.item))
              .map((i) => ({ __typename: 'ExistingOrderItem' as const, ...i })),
          },
        })
      );
    }),
    api.query('ImportedProductMappings', ({ request, variables }) => {
      const ids = ([] as string[]).concat(variables.product_origin_ids);
      return (
        refuse(request) ??
        HttpResponse.json({
          data: {
            importedProductMappings: mappings
              .filter((m) => ids.includes(m.product_origin_id))
              .map((m) => ({ __typename: 'ImportedProductMapping' as const, ...m })),
          },
        })
      );
    }),
    api.mutation('ImportOrder', ({ request, variables }) => {
      const denied = refuse(request);
      if (denied) return denied;
      const { data } = variables;
      const problem = mappedOrderRowErrors(data.order)[0];
      if (problem) return graphqlError(problem, 'BAD_USER_INPUT');
      const variant = VARIANT_CHOICES.find((v) => v.id === data.selected_variant_type_id);
      if (!variant) return graphqlError(R.variantNotFound, 'BAD_USER_INPUT');
      if (!([] as string[]).concat(data.product_type_ids).includes('7')) {
        return graphqlError(M.variantNotOfTypes, 'BAD_USER_INPUT');
      }
      const { origin_id, item } = data.order;
      if (items.some((i) => i.origin_id === origin_id && i.item === item)) {
        return graphqlError(R.alreadyImported, 'BAD_USER_INPUT');
      }
      items.push({ origin_id, item });
      const variation = data.order.product_variation ?? '';
      const at = mappings.findIndex(
        (m) => m.product_origin_id === data.product_origin_id && m.product_variation === variation,
      );
      if (at >= 0) mappings.splice(at, 1);
      mappings.push({
        product_origin_id: data.product_origin_id,
        product_variation: variation,
        product_type_id: '7',
        variant_id: variant.id,
      });
      return HttpResponse.json({
        data: {
          ImportOrder: {
            __typename: 'ImportedOrder' as const,
            id: String(5000 + items.length),
            origin_id,
            item,
            message: M.imported(origin_id, item),
          },
        },
      });
    }),
    api.query('OrderImportTemplates', ({ request }) =>
      canImportOrders(userOfRequest(request))
        ? HttpResponse.json({
            data: {
              getSiteSettings: templates.map((t) => ({ __typename: 'SiteSetting' as const, ...t })),
            },
          })
        : graphqlError(SERVER_MESSAGES.forbidden),
    ),
    api.mutation('SaveOrderImportTemplate', ({ request, variables }) => {
      const denied = refuse(request);
      if (denied) return denied;
      const { name, value } = variables.input;
      const problem = templateNameError(
        templateNameOf(name) ?? '',
        templates.map((t) => templateNameOf(t.name) ?? ''),
      );
      if (problem) return graphqlError(problem, 'BAD_USER_INPUT');
      if (!readTemplateValue(value)) return graphqlError(M.templateInvalid, 'BAD_USER_INPUT');
      templates.push({ name, value: value ?? '' });
      return HttpResponse.json({
        data: {
          createSiteSetting: { __typename: 'SiteSetting' as const, name, value: value ?? '' },
        },
      });
    }),
  ];
}
