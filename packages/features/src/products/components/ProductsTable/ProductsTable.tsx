import { useMemo } from 'react';
import {
  PLATFORM_LABELS,
  PRODUCTS_PAGE_SIZE,
  formatDate,
  type SitePlatform,
} from '@podoffice/domain';
import { Badge, RowActions, Table, createColumnHelper, type RowAction } from '@podoffice/ui';
import type { PagedTableProps } from '../../../shared/list/pagedTableProps';
import type { ProductRowFieldsFragment } from '../../api';
import { Muted, Product, ShortLink, Stack } from './ProductsTable.styles';

export interface ProductsTableProps extends PagedTableProps {
  /** The products of the current page. */
  products: ProductRowFieldsFragment[];
  /** The actions of a row (Delete, Reset print areas); none: no Actions column. */
  actionsOf?: (product: ProductRowFieldsFragment) => RowAction[];
  /** What the empty table says. */
  emptyMessage?: string;
}

const column = createColumnHelper<ProductRowFieldsFragment>();
const platformLabel = (platform: string) => PLATFORM_LABELS[platform as SitePlatform] ?? platform;

/** Designs: how many print areas of the product's types have a design. */
export function designCount(product: ProductRowFieldsFragment): { done: number; total: number } {
  return {
    done: product.print_files.filter((f) => f.file_id).length,
    total: product.print_files.length,
  };
}

/**
 * The products: ID, Title with its SKU, the Sites it is on (each a link to
 * the product's page on the shop), its Short Link, its Designs (print areas with a design, of
 * all), Created Date, and the row's Actions for the roles that act on products.
 */
export function ProductsTable({
  products,
  actionsOf,
  emptyMessage = 'No products yet.',
  ...paging
}: ProductsTableProps) {
  const columns = useMemo(
    () => [
      column.accessor('id', { header: 'ID' }),
      column.display({
        id: 'title',
        header: 'Title',
        cell: (c) => {
          const p = c.row.original;
          return (
            <Product>
              {p.images[0] ? <img src={p.images[0]} alt="" loading="lazy" /> : null}
              <Stack>
                <span>{p.title}</span>
                <Muted>SKU: {p.sku}</Muted>
              </Stack>
            </Product>
          );
        },
      }),
      column.display({
        id: 'sites',
        header: 'Sites',
        cell: (c) => (
          <Stack>
            {c.row.original.productStore.map((s) => (
              <span key={s.id}>
                {s.permalink ? (
                  <a href={s.permalink} target="_blank" rel="noopener noreferrer">
                    {s.site_title}
                  </a>
                ) : (
                  s.site_title
                )}{' '}
                <Badge status="processing">{platformLabel(s.platform)}</Badge>
              </span>
            ))}
          </Stack>
        ),
      }),
      column.display({
        id: 'shortLink',
        header: 'Short Link',
        cell: (c) => (
          <ShortLink
            href={c.row.original.short_link}
            title={c.row.original.short_link}
            target="_blank"
            rel="noopener noreferrer"
          >
            {c.row.original.short_link.replace(/^https?:\/\//, '')}
          </ShortLink>
        ),
      }),
      column.display({
        id: 'designs',
        header: 'Designs',
        cell: (c) => {
          const { done, total } = designCount(c.row.original);
          if (total === 0) return <Muted>No print areas</Muted>;
          return (
            <Badge status={done === total ? 'fulfilled' : 'pending'}>
              {done} of {total}
            </Badge>
          );
        },
      }),
      column.accessor('created_at', {
        header: 'Created Date',
        cell: (c) => formatDate(c.getValue()),
      }),
      ...(actionsOf
        ? [
            column.display({
              id: 'actions',
              header: 'Actions',
              meta: { align: 'right' },
              cell: (c) => (
                <RowActions
                  name={`product ${c.row.original.title}`}
                  actions={actionsOf(c.row.original)}
                />
              ),
            }),
          ]
        : []),
    ],
    [actionsOf],
  );

  return (
    <Table
      pageSize={PRODUCTS_PAGE_SIZE}
      {...paging}
      caption="Products"
      columns={columns}
      data={products}
      getRowId={(product) => product.id}
      loadingRows={6}
      emptyMessage={emptyMessage}
      minWidth="900px"
    />
  );
}
