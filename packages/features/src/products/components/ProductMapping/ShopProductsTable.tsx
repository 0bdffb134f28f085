import { Table, createColumnHelper, type RowSelectionState } from '@podoffice/ui';
import { Muted, Stack, Thumbnailed as Product } from '../../../shared/list/cells.styles';

/** A shop product as the wizard lists it (ID, Name with image). */
export interface ShopProductRow {
  id: string;
  name: string;
  image?: string | null;
  variants: number;
}

export interface ShopProductsTableProps {
  /** The rows of the current page. */
  products: ShopProductRow[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  emptyMessage: string;
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
  page: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** Page size 20. */
export const SHOP_PRODUCTS_PAGE_SIZE = 20;

const column = createColumnHelper<ShopProductRow>();
const COLUMNS = [
  column.accessor('id', { header: 'ID' }),
  column.display({
    id: 'name',
    header: 'Name',
    cell: (c) => {
      const p = c.row.original;
      return (
        <Product>
          {p.image ? <img src={p.image} alt="" loading="lazy" /> : null}
          <Stack>
            <span>{p.name}</span>
            <Muted>
              {p.variants} {p.variants === 1 ? 'variant' : 'variants'} on the shop
            </Muted>
          </Stack>
        </Product>
      );
    },
  }),
];

/** The shop's products not mapped yet (the product mapping wizard's step 0): selectable rows, 20 a page. */
export function ShopProductsTable({
  products,
  loading,
  error,
  onRetry,
  emptyMessage,
  selection,
  onSelectionChange,
  page,
  total,
  onPageChange,
}: ShopProductsTableProps) {
  return (
    <Table
      aria-label="Shop products"
      columns={COLUMNS}
      data={products}
      getRowId={(p) => p.id}
      getRowLabel={(p) => p.name}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyMessage={emptyMessage}
      rowSelection={selection}
      onRowSelectionChange={onSelectionChange}
      page={page}
      pageSize={SHOP_PRODUCTS_PAGE_SIZE}
      total={total}
      onPageChange={onPageChange}
      maxHeight="none"
    />
  );
}
