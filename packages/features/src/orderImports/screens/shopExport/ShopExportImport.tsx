import { useMemo, useState } from 'react';
import {
  IMPORT_HISTORY_PAGE_SIZE,
  MESSAGES,
  mappedOrderRowErrors,
  mappedOrderRows,
  type MappedOrderRow,
} from '@podoffice/domain';
import { Alert, Button, MappingOrderFieldsModal, Table, createColumnHelper } from '@podoffice/ui';
import { errorMessage } from '../../../api/baseApi';
import { useCheckExistOrdersQuery, useImportedProductMappingsQuery } from '../../api';
import { Actions, Summary } from '../OrderImports.styles';
import { ImportRowHost, type KnownProduct } from './ImportRowHost';
import { useOrderImportTemplates } from './useOrderImportTemplates';

/** A shop's export as the worker read it: its header and every record. */
export interface ShopExportFile {
  name: string;
  headers: string[];
  records: string[][];
}

export interface ShopExportImportProps {
  siteId: string;
  file: ShopExportFile;
  /** The file is put away (Cancel in the mapping, or Close under the rows). */
  onClose: () => void;
}

const column = createColumnHelper<MappedOrderRow>();
const itemKey = (originId: string, item: string) => `${originId}\u0000${item}`;

/**
 * A shop's own order export: Mapping Order Fields first, then the
 * orders it read (in columns, 20 a page), each with Import; order items the site already has are
 * left out and an imported one leaves the list; a row missing a
 * required value says which, instead of Import.
 */
export function ShopExportImport({ siteId, file, onClose }: ShopExportImportProps) {
  const templateProps = useOrderImportTemplates(siteId);
  const [read, setRead] = useState<{ rows: MappedOrderRow[]; skipped: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (!read) {
    return (
      <>
        {problem && <Alert variant="error">{problem}</Alert>}
        <MappingOrderFieldsModal
          open
          onClose={onClose}
          headers={file.headers}
          {...templateProps}
          onSubmit={(mapping) => {
            const mapped = mappedOrderRows(file.records, mapping);
            if (!mapped.ok) return setProblem(mapped.message);
            setProblem(null);
            setRead(mapped);
          }}
        />
      </>
    );
  }
  return (
    <ShopOrderRows
      siteId={siteId}
      file={file}
      rows={read.rows}
      skipped={read.skipped}
      onRemap={() => setRead(null)}
      onClose={onClose}
    />
  );
}

function ShopOrderRows({
  siteId,
  file,
  rows,
  skipped,
  onRemap,
  onClose,
}: {
  siteId: string;
  file: ShopExportFile;
  rows: MappedOrderRow[];
  skipped: number;
  onRemap: () => void;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const [importing, setImporting] = useState<MappedOrderRow | null>(null);
  const items = useMemo(() => rows.map((r) => ({ origin_id: r.origin_id, item: r.item })), [rows]);
  const productIds = useMemo(
    () => [...new Set(rows.map((r) => r.product_origin_id).filter(Boolean))],
    [rows],
  );
  const existing = useCheckExistOrdersQuery({ site_id: siteId, inputs: items });
  const known = useImportedProductMappingsQuery({
    site_id: siteId,
    product_origin_ids: productIds,
  });
  const imported = useMemo(
    () => new Set((existing.data?.CheckExistOrders ?? []).map((e) => itemKey(e.origin_id, e.item))),
    [existing.data],
  );
  const knownOf = (row: MappedOrderRow): KnownProduct | null => {
    const mappings = (known.data?.importedProductMappings ?? []).filter(
      (m) => m.product_origin_id === row.product_origin_id,
    );
    return (
      mappings.find((m) => m.product_variation === row.product_variation) ?? mappings[0] ?? null
    );
  };

  const columns = useMemo(
    () => [
      column.display({
        id: 'action',
        header: 'Action',
        cell: ({ row: { original } }) => {
          const missing = mappedOrderRowErrors(original)[0];
          if (missing) return <Summary role="note">{missing}</Summary>;
          return (
            <Button
              size="sm"
              variant="primary"
              disabled={existing.isFetching}
              aria-label={`Import order ${original.origin_id} item ${original.item}`}
              onClick={() => setImporting(original)}
            >
              Import
            </Button>
          );
        },
      }),
      column.accessor('origin_id', { header: 'Origin ID' }),
      column.accessor('quantity', { header: 'Quantity' }),
      column.accessor('price', { header: 'Price' }),
      column.accessor('item', { header: 'Item' }),
      column.accessor('product_origin_id', { header: 'Product ID' }),
      column.accessor('product_title', { header: 'Product Title' }),
      column.accessor('product_variation', { header: 'Product Variation' }),
      column.accessor('shipping.first_name', { header: 'First Name' }),
      column.accessor('shipping.last_name', { header: 'Last Name' }),
      column.accessor('shipping.address1', { header: 'Address1' }),
      column.accessor('shipping.address2', { header: 'Address2' }),
      column.accessor('shipping.city', { header: 'City' }),
      column.accessor('shipping.country_code', { header: 'Country Code' }),
      column.accessor('shipping.zip', { header: 'Postcode' }),
      column.accessor('shipping.state_code', { header: 'State Code' }),
    ],
    [existing.isFetching],
  );

  // §4 Wizards: orders the site already has are left out, and each one imported leaves the table.
  const waiting = useMemo(
    () => rows.filter((r) => !imported.has(itemKey(r.origin_id, r.item))),
    [rows, imported],
  );
  const done = rows.length - waiting.length;
  const lastPage = Math.max(1, Math.ceil(waiting.length / IMPORT_HISTORY_PAGE_SIZE));
  const shown = Math.min(page, lastPage);
  return (
    <>
      <Actions>
        <Summary>
          {file.name}: {rows.length} order{rows.length === 1 ? '' : 's'} read
          {skipped ? `, ${skipped} without an order id skipped` : ''}
          {done ? `; ${done} already imported, not listed` : ''}
        </Summary>
        <Button variant="secondary" size="sm" onClick={onRemap}>
          Change mapping
        </Button>
        <Button variant="link" size="sm" onClick={onClose}>
          Close file
        </Button>
      </Actions>
      {existing.isError && (
        <Alert variant="error">{errorMessage(existing.error, MESSAGES.somethingWrong)}</Alert>
      )}
      <Table
        caption="Orders read"
        columns={columns}
        data={waiting.slice(
          (shown - 1) * IMPORT_HISTORY_PAGE_SIZE,
          shown * IMPORT_HISTORY_PAGE_SIZE,
        )}
        getRowId={(r) => String(r.row)}
        total={waiting.length}
        page={shown}
        loading={existing.isLoading}
        emptyMessage="Every order of this file is imported"
        pageSize={IMPORT_HISTORY_PAGE_SIZE}
        onPageChange={setPage}
        minWidth="1600px"
      />
      {importing && (
        <ImportRowHost
          key={importing.row}
          siteId={siteId}
          row={importing}
          known={knownOf(importing)}
          onClose={() => setImporting(null)}
          onImported={() => setImporting(null)}
        />
      )}
    </>
  );
}
