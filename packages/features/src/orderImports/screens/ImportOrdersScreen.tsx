import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  IMPORT_HISTORY_PAGE_SIZE,
  MESSAGES,
  ORDER_ROW_MESSAGES as R,
  type CsvOrderRow,
} from '@podoffice/domain';
import { Alert, Button, JobProgress, Table, createColumnHelper } from '@podoffice/ui';
import { errorMessage, selectApiEndpoint } from '../../api/baseApi';
import { useEmbedding } from '../../embed/embedding';
import { startDownload } from '../../shared/download';
import { useJobProgress } from '../../shared/jobs/useJobProgress';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import {
  invalidateAfterImport,
  useDownloadOrderImportRefusedMutation,
  useImportFromCsvMutation,
  useImportSiteQuery,
  useLazyValidateOrderImportQuery,
  type ValidateOrderImportQuery,
} from '../api';
import { parseOrderCsv } from './importFile/parseOrderCsv';
import { ShopExportImport, type ShopExportFile } from './shopExport/ShopExportImport';
import { Actions, Page, SiteLine, Summary, Title } from './OrderImports.styles';

type Problem = ValidateOrderImportQuery['validateOrderImport']['problems'][number];
const problemColumn = createColumnHelper<Problem>();
const rowColumn = createColumnHelper<CsvOrderRow>();

/** The warning over the import, word for word. */
const REVIEW_WARNING =
  'Please review carefully to make sure every field are mapped before importing order';

/**
 * A site's CSV order import (/sites/:id/import-orders; Administrator, Seller):
 * Select CSV (read in a Web Worker). POD's order file (a 'Variant ID' column): the rows read (20 a
 * page), then the dry run: every row checked by the server before anything is written, with each
 * refused row's column and reason and a Download of them; Import writes the rows that pass as a
 * job and ends with 'Done: {n}, failed: {n}, view in import history.'. A shop's own export: Mapping
 * Order Fields, then its orders imported one by one (ShopExportImport).
 */
export function ImportOrdersScreen() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const { showTitle } = useEmbedding();
  const apiEndpoint = useAppSelector(selectApiEndpoint);
  const site = useImportSiteQuery({ id }, { skip: !/^\d+$/.test(id) }).currentData?.siteById;
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [file, setFile] = useState<{ name: string; rows: CsvOrderRow[]; skipped: number } | null>(
    null,
  );
  const [shopFile, setShopFile] = useState<ShopExportFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [rowsPage, setRowsPage] = useState(1);
  const [problemsPage, setProblemsPage] = useState(1);
  const [validate, report] = useLazyValidateOrderImportQuery();
  const [importOrders, importing] = useImportFromCsvMutation();
  const [downloadRefused, downloading] = useDownloadOrderImportRefusedMutation();
  const [jobId, setJobId] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setReading(true);
    setProblem(null);
    setDone(null);
    setJobId(null);
    const read = await parseOrderCsv(chosen);
    setReading(false);
    if (input.current) input.current.value = '';
    if (!read.ok) {
      setFile(null);
      setShopFile(null);
      setProblem(read.message);
      return;
    }
    if (read.format === 'shop') {
      setFile(null);
      setShopFile({ name: chosen.name, headers: read.headers, records: read.records });
      return;
    }
    setShopFile(null);
    if (read.rows.length === 0) {
      setFile(null);
      setProblem(R.noRows);
      return;
    }
    setFile({ name: chosen.name, rows: read.rows, skipped: read.skipped });
    setRowsPage(1);
    setProblemsPage(1);
    void validate({ site_id: id, input: read.rows });
  };

  const onEnd = useCallback(
    (job: { status: string; error?: string | null; result?: string | null }) => {
      dispatch(invalidateAfterImport());
      if (job.status !== 'done') {
        dispatch(notify({ type: 'error', message: job.error ?? MESSAGES.somethingWrong }));
        return;
      }
      const message = (JSON.parse(job.result ?? '{}') as { message?: string }).message ?? '';
      setDone(message);
      setFile(null);
      dispatch(notify({ type: 'success', message }));
    },
    [dispatch],
  );
  const progress = useJobProgress(jobId, onEnd);
  const underWay = progress?.status === 'queued' || progress?.status === 'running';
  const checked = report.currentData?.validateOrderImport;

  const problemColumns = useMemo(
    () => [
      problemColumn.accessor('row', { header: 'Row' }),
      problemColumn.accessor('column', { header: 'Column' }),
      problemColumn.accessor('message', { header: 'What to fix' }),
    ],
    [],
  );
  const rowColumns = useMemo(
    () => [
      rowColumn.accessor('row', { header: 'Row' }),
      rowColumn.accessor('orderNumber', { header: 'Origin ID' }),
      rowColumn.accessor('variantID', { header: 'Variant ID' }),
      rowColumn.accessor('quantity', { header: 'Quantity' }),
      rowColumn.display({
        id: 'name',
        header: 'Name',
        cell: (c) =>
          `${c.row.original.shipping.firstName} ${c.row.original.shipping.lastName}`.trim(),
      }),
      rowColumn.display({
        id: 'address',
        header: 'Address',
        cell: (c) => {
          const s = c.row.original.shipping;
          return [s.address1, s.city, s.state, s.zipCode, s.countryCode].filter(Boolean).join(', ');
        },
      }),
    ],
    [],
  );

  return (
    <Page>
      {showTitle ? (
        <Title>Import orders{site ? ` — ${site.title}` : ''}</Title>
      ) : (
        // In the app the title bar says Import orders (the name once, as on /orders) but not
        // which site's orders these become: that stays on the page, as a line of its own.
        site && <SiteLine>Site: {site.title}</SiteLine>
      )}
      <Alert variant="warning">{REVIEW_WARNING}</Alert>
      <Actions>
        <label htmlFor={inputId} hidden>
          CSV file of orders
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          hidden
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Button onClick={() => input.current?.click()} loading={reading} disabled={underWay}>
          Select CSV
        </Button>
        {file && (
          <Summary>
            {file.name}: {file.rows.length} row{file.rows.length === 1 ? '' : 's'}
            {file.skipped ? `, ${file.skipped} without an order number skipped` : ''}
          </Summary>
        )}
      </Actions>
      {problem && (
        <Alert variant="error" onDismiss={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {done && (
        <Alert variant="success">
          {done} <Link to="/orders/import-history">Open the import history</Link>
        </Alert>
      )}
      {progress && <JobProgress title="Importing orders" {...progress} />}
      {shopFile && (
        <ShopExportImport siteId={id} file={shopFile} onClose={() => setShopFile(null)} />
      )}
      {file && report.isFetching && <Summary>Checking every row…</Summary>}
      {file && report.isError && (
        <Alert variant="error">{errorMessage(report.error, MESSAGES.somethingWrong)}</Alert>
      )}
      {file && checked && !report.isFetching && (
        <>
          <Alert
            variant={checked.refused ? 'warning' : 'success'}
            title={`${checked.accepted} row${checked.accepted === 1 ? '' : 's'} ready to import, ${checked.refused} refused`}
            action={
              checked.refused ? (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={downloading.isLoading}
                  onClick={() =>
                    void downloadRefused({ site_id: id, input: file.rows }).then((result) => {
                      if (result.data) {
                        startDownload(
                          result.data.downloadOrderImportRefused,
                          'refused-orders.csv',
                          apiEndpoint,
                        );
                      }
                    })
                  }
                >
                  Download refused rows
                </Button>
              ) : undefined
            }
          >
            Nothing is written until you press Import; refused rows are left out and kept in the
            import history.
          </Alert>
          {checked.problems.length > 0 && (
            <Table
              caption="Refused rows"
              columns={problemColumns}
              data={checked.problems.slice(
                (problemsPage - 1) * IMPORT_HISTORY_PAGE_SIZE,
                problemsPage * IMPORT_HISTORY_PAGE_SIZE,
              )}
              getRowId={(p) => `${p.row}:${p.column}:${p.message}`}
              total={checked.problems.length}
              page={problemsPage}
              pageSize={IMPORT_HISTORY_PAGE_SIZE}
              onPageChange={setProblemsPage}
              minWidth="560px"
            />
          )}
          <Actions>
            <Button
              variant="primary"
              disabled={checked.accepted === 0 || underWay}
              loading={importing.isLoading}
              onClick={() =>
                void importOrders({ site_id: id, input: file.rows, origin_name: file.name }).then(
                  (started) => {
                    if (started.data) setJobId(started.data.importFromCSV.id);
                  },
                )
              }
            >
              Import {checked.accepted} row{checked.accepted === 1 ? '' : 's'}
            </Button>
            <Button variant="link" onClick={() => setFile(null)} disabled={importing.isLoading}>
              Cancel
            </Button>
          </Actions>
          <Table
            caption="Rows read"
            columns={rowColumns}
            data={file.rows.slice(
              (rowsPage - 1) * IMPORT_HISTORY_PAGE_SIZE,
              rowsPage * IMPORT_HISTORY_PAGE_SIZE,
            )}
            getRowId={(r) => String(r.row)}
            total={file.rows.length}
            page={rowsPage}
            pageSize={IMPORT_HISTORY_PAGE_SIZE}
            onPageChange={setRowsPage}
            minWidth="760px"
          />
        </>
      )}
    </Page>
  );
}
