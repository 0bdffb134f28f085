// MSW handlers and fixtures of the CSV order import area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import {
  ORDER_ROW_MESSAGES as R,
  SERVER_MESSAGES,
  canImportOrders,
  canReadImportHistory,
  csvRowInput,
  orderRowErrors,
} from '@podoffice/domain';
import { userOfRequest } from '../shared/fixtures';
import { mockJobs, type MockJobs } from '../shared/jobs/mocks';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
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
