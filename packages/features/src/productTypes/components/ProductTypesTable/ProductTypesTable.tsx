import { memo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRODUCT_TYPE_LIMITS } from '@podoffice/domain';
import { Badge, RowActions, Table, createColumnHelper, type TableColumn } from '@podoffice/ui';
import type { PagedTableProps } from '../../../shared/list/pagedTableProps';
import type { ProductTypeRowFragment } from '../../api';
import { productTypeEditPath, productTypeVariantsPath } from '../../paths';
import { Code, Muted, Names, NoThumbnail, Thumbnail, TitleCell } from './ProductTypesTable.styles';

export interface ProductTypeActions {
  /** Asks to clone a type (the screen confirms first). */
  onClone: (type: ProductTypeRowFragment) => void;
  /** Asks to delete a type (the screen confirms first). */
  onDelete: (type: ProductTypeRowFragment) => void;
  /** Asks to pause an active type or resume a paused one (the screen confirms first). */
  onToggleState: (type: ProductTypeRowFragment) => void;
}

export interface ProductTypesTableProps extends PagedTableProps {
  /** The types of the current page. */
  productTypes: ProductTypeRowFragment[];
  /**
   * Clone, Edit, Variants, Pause or Resume and Delete of each row (canManageProductTypes:
   * Administrator and Listing); without them the list is read-only. Keep them stable (useCallback).
   */
  actions?: ProductTypeActions;
  /** Rows per page: 50 for staff, 10 in the supplier view. */
  pageSize?: number;
  /** What the empty table says. */
  emptyMessage?: string;
  /** The next step in the empty state, e.g. an 'Add your first product type' button. */
  emptyAction?: ReactNode;
}

const column = createColumnHelper<ProductTypeRowFragment>();
const none = <Muted aria-label="none">—</Muted>;

const supplierName = (s: { first_name: string; last_name: string }) =>
  `${s.first_name} ${s.last_name}`.trim();

// Columns of one table hold values of different types, which TanStack types as `any`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Columns = TableColumn<ProductTypeRowFragment, any>[];

const dataColumns: Columns = [
  column.accessor('id', { header: 'ID', meta: { width: '70px' } }),
  column.accessor('title', {
    header: 'Title',
    cell: ({ row: { original: type } }) => {
      const image = type.mockup || type.images[0];
      return (
        <TitleCell>
          {image ? <Thumbnail src={image} alt="" loading="lazy" /> : <NoThumbnail aria-hidden />}
          {type.title}
        </TitleCell>
      );
    },
  }),
  column.accessor('sku', { header: 'SKU', cell: (c) => <Code>{c.getValue()}</Code> }),
  column.accessor((type) => type.suppliers.map(supplierName).join(', '), {
    id: 'suppliers',
    header: 'Suppliers',
    cell: (c) => (c.getValue() ? <Names>{c.getValue()}</Names> : none),
  }),
  column.accessor((type) => type.categories.map((c) => c.title).join(', '), {
    id: 'categories',
    header: 'Categories',
    cell: (c) => (c.getValue() ? <Names>{c.getValue()}</Names> : none),
  }),
  column.accessor('totalVariant', {
    header: 'Variants',
    meta: { align: 'right' },
    cell: (c) => c.getValue().toLocaleString('en-US'),
  }),
  column.accessor('state', {
    header: 'State',
    cell: (c) =>
      c.getValue() === 'paused' ? (
        <Badge status="default">Paused</Badge>
      ) : (
        <Badge status="Approved">Active</Badge>
      ),
  }),
];

/**
 * A row's menu: a component of its own, as Edit and Variants navigate (a hook) and TanStack renders
 * cells as components; memo keeps the open menu under the pointer while the page re-renders.
 */
const ActionsCell = memo(function ActionsCell({
  type,
  actions,
}: {
  type: ProductTypeRowFragment;
  actions: ProductTypeActions;
}) {
  const navigate = useNavigate();
  const paused = type.state === 'paused';
  return (
    <RowActions
      name={`product type ${type.title}`}
      actions={[
        { key: 'clone', label: 'Clone', onSelect: () => actions.onClone(type) },
        { key: 'edit', label: 'Edit', onSelect: () => navigate(productTypeEditPath(type.id)) },
        {
          key: 'variants',
          label: 'Variants',
          onSelect: () => navigate(productTypeVariantsPath(type.id)),
        },
        {
          key: 'state',
          label: paused ? 'Resume' : 'Pause',
          onSelect: () => actions.onToggleState(type),
        },
        {
          key: 'delete',
          label: 'Delete',
          danger: true,
          separatorBefore: true,
          onSelect: () => actions.onDelete(type),
        },
      ]}
    />
  );
});

const columnsCache = new WeakMap<ProductTypeActions, Columns>();

/** The columns for these actions, built once per actions object so menus are not remounted. */
function columnsFor(actions: ProductTypeActions | undefined) {
  if (!actions) return dataColumns;
  let columns = columnsCache.get(actions);
  if (!columns) {
    columns = [
      ...dataColumns,
      column.display({
        id: 'actions',
        header: 'Actions',
        meta: { align: 'right' },
        cell: ({ row: { original: type } }) => <ActionsCell type={type} actions={actions} />,
      }),
    ];
    columnsCache.set(actions, columns);
  }
  return columns;
}

/**
 * Product types: ID, title with its thumbnail, SKU, suppliers, categories, the number
 * of variants and the state, and for those who manage types a menu of Clone, Edit, Variants,
 * Pause or Resume and Delete.
 */
export function ProductTypesTable({
  productTypes,
  actions,
  pageSize = PRODUCT_TYPE_LIMITS.pageSize,
  emptyMessage = 'No product types yet.',
  emptyAction,
  ...paging
}: ProductTypesTableProps) {
  return (
    <Table
      pageSize={pageSize}
      {...paging}
      caption="Product types"
      columns={columnsFor(actions)}
      data={productTypes}
      getRowId={(type) => type.id}
      loadingRows={5}
      emptyMessage={emptyMessage}
      emptyAction={emptyAction}
      minWidth="960px"
    />
  );
}
