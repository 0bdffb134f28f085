import { useCallback, useId, useMemo, useRef, useState } from 'react';
import {
  TRACKING_IMPORT_COLUMNS,
  TRACKING_MESSAGES,
  type TrackingFileRows,
} from '@podoffice/domain';
import { Alert, Button, JobProgress, Table, createColumnHelper } from '@podoffice/ui';
import { selectApiEndpoint } from '../../api/baseApi';
import { startDownload } from '../../shared/download';
import { useJobProgress } from '../../shared/jobs/useJobProgress';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { useDownloadTrackingMutation, useImportTrackingMutation } from '../api';
import { parseTrackingCsv } from './trackings/parseTrackingCsv';
import { ImportActions, ImportPanel, ImportSummary } from './TrackingsScreen.styles';

/** One refused row as the panel lists it and the Download writes it back. */
export interface RefusedRow {
  /** The row's place in the file, from 1 (the header is row 0). */
  line: number;
  order_id: string;
  carrier_code: string;
  tracking_code: string;
  total_cost: string;
  shipping_cost: string;
  reason: string;
}

/** The most refused rows the panel shows; the Download has them all. */
const SHOWN_MAX = 100;
const column = createColumnHelper<RefusedRow>();
const columns = [
  column.accessor('line', { header: 'Row' }),
  column.accessor('order_id', { header: 'Order ID' }),
  column.accessor('tracking_code', { header: 'Tracking No' }),
  column.accessor('reason', { header: 'Why' }),
];

interface ImportResult {
  accepted: number;
  unchanged: number;
  refused: { row: number; order_id: string; tracking_code: string; reason: string }[];
}

const text = (value: string | undefined) => value ?? '';

/**
 * The tracking CSV import (importTracking): Select CSV reads the
 * file in a worker and says what it holds; Import sends the rows as a job followed in the page;
 * rows refused (by the file's rules or the server's: not the importer's order, not in production
 * or fulfilled) stay listed with why under an alert, with a Download of them.
 */
export function TrackingImport() {
  const dispatch = useAppDispatch();
  const apiEndpoint = useAppSelector(selectApiEndpoint);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [reading, setReading] = useState(false);
  const [file, setFile] = useState<{ name: string; rows: TrackingFileRows } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<RefusedRow[]>([]);
  const [jobId, setJobId] = useState<string | null>(null);
  const [importTracking, importing] = useImportTrackingMutation();
  const [download, downloading] = useDownloadTrackingMutation();

  // The rows sent and their lines in the file, to list the server's refusals where the file has them.
  const sent = useMemo(() => file?.rows ?? null, [file]);
  const onEnd = useCallback(
    (job: { status: string; error?: string | null; result?: string | null }) => {
      if (job.status !== 'done') {
        dispatch(notify({ type: 'error', message: job.error ?? 'The import failed' }));
        return;
      }
      const result = JSON.parse(job.result ?? '{}') as ImportResult;
      const fromServer = (result.refused ?? []).map((r): RefusedRow => {
        const row = sent?.rows[r.row];
        return {
          line: sent?.lines[r.row] ?? r.row + 1,
          order_id: r.order_id,
          carrier_code: row?.carrier_code ?? '',
          tracking_code: r.tracking_code,
          total_cost: row && row.total_cost >= 0 ? String(row.total_cost) : '',
          shipping_cost: row && row.shipping_cost >= 0 ? String(row.shipping_cost) : '',
          reason: r.reason,
        };
      });
      setRefused((before) => [...before, ...fromServer].sort((a, b) => a.line - b.line));
      dispatch(
        notify({
          type: 'success',
          message: `${TRACKING_MESSAGES.imported} ${result.accepted} added or changed${result.unchanged ? `, ${result.unchanged} already so` : ''}.`,
        }),
      );
      setFile(null);
    },
    [dispatch, sent],
  );
  const progress = useJobProgress(jobId, onEnd);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setProblem(null);
    setRefused([]);
    setJobId(null);
    setReading(true);
    try {
      const rows = await parseTrackingCsv(chosen);
      if (rows.error) {
        setProblem(rows.error);
        setFile(null);
        return;
      }
      setFile({ name: chosen.name, rows });
      setRefused(
        rows.refused.map((r) => ({
          line: r.line,
          order_id: text(r.row[TRACKING_IMPORT_COLUMNS.orderId]),
          carrier_code: text(r.row[TRACKING_IMPORT_COLUMNS.carrier]),
          tracking_code: text(r.row[TRACKING_IMPORT_COLUMNS.trackingCode]),
          total_cost: text(r.row[TRACKING_IMPORT_COLUMNS.totalCost]),
          shipping_cost: text(r.row[TRACKING_IMPORT_COLUMNS.shippingCost]),
          reason: r.reason,
        })),
      );
    } finally {
      setReading(false);
      // The same file chosen again (after fixing it) is read again.
      if (input.current) input.current.value = '';
    }
  };

  const send = async () => {
    if (!file || file.rows.rows.length === 0) return;
    setProblem(null);
    const result = await importTracking({ input: file.rows.rows });
    if (result.data) setJobId(result.data.importTracking.id);
    else setProblem((result.error as { message?: string } | undefined)?.message ?? 'Import failed');
  };

  const downloadRefused = async () => {
    const result = await download({
      trackings: refused.map((r) => ({
        order_id: r.order_id,
        carrier_code: r.carrier_code,
        tracking_code: r.tracking_code,
        total_cost: r.total_cost === '' ? null : Number(r.total_cost),
        shipping_cost: r.shipping_cost === '' ? null : Number(r.shipping_cost),
        reason: r.reason,
      })),
    });
    if (result.data)
      startDownload(result.data.downloadTracking, 'refused-trackings.csv', apiEndpoint);
  };

  const rows = file?.rows;
  return (
    <ImportPanel aria-label="Import trackings">
      <ImportActions>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          hidden
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Button variant="secondary" onClick={() => input.current?.click()} loading={reading}>
          Import trackings (CSV)
        </Button>
        {rows && (
          <>
            <ImportSummary>
              {file.name}: {rows.rows.length} to import
              {rows.skipped ? `, ${rows.skipped} without a tracking number skipped` : ''}
              {rows.refused.length ? `, ${rows.refused.length} refused` : ''}
            </ImportSummary>
            <Button
              onClick={() => void send()}
              loading={importing.isLoading}
              disabled={rows.rows.length === 0 || !!jobId}
            >
              Import {rows.rows.length} tracking{rows.rows.length === 1 ? '' : 's'}
            </Button>
            <Button variant="link" onClick={() => setFile(null)} disabled={importing.isLoading}>
              Cancel
            </Button>
          </>
        )}
      </ImportActions>
      {problem && (
        <Alert variant="error" onDismiss={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {progress && <JobProgress title="Importing trackings" {...progress} />}
      {refused.length > 0 && (
        <Alert
          variant="warning"
          title={`${refused.length} row${refused.length === 1 ? '' : 's'} not imported`}
          action={
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void downloadRefused()}
              loading={downloading.isLoading}
            >
              Download
            </Button>
          }
        >
          {TRACKING_MESSAGES.importRefused}
        </Alert>
      )}
      {refused.length > 0 && (
        <Table
          caption="Rows not imported"
          columns={columns}
          data={refused.slice(0, SHOWN_MAX)}
          getRowId={(row) => `${row.line}:${row.order_id}`}
          emptyMessage=""
        />
      )}
      {refused.length > SHOWN_MAX && (
        <ImportSummary>and {refused.length - SHOWN_MAX} more in the Download</ImportSummary>
      )}
    </ImportPanel>
  );
}
