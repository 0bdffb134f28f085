import { useMemo, useState, type FormEvent } from 'react';
import { createColumnHelper } from '@podoffice/ui';
import {
  TRANSFER_MESSAGES,
  TRANSFER_MAX_ORDERS,
  ORDER_STATUS_LABELS,
  transferInputError,
  type OrderStatus,
} from '@podoffice/domain';
import { Button, FormField, NumberInput, Select, Table } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import {
  useOrderFilterProductTypesQuery,
  useOrderFilterSuppliersQuery,
  useSupplierOrderStatsQuery,
  useTransferOrdersMutation,
  useTransferTypeVariantsQuery,
} from '../api';
import type { SupplierOrderStatsQuery } from '../api/Transfers.generated';
import { Fields, Page, StatsTitle } from './TransfersScreen.styles';

/** Not in the spec: what a done transfer says. */
export const TRANSFER_DONE = (amount: number) =>
  `${amount} order${amount === 1 ? '' : 's'} transferred`;

type Stat = SupplierOrderStatsQuery['getOrderBySupplier']['hits'][number];
const column = createColumnHelper<Stat>();
const STATS_PAGE_SIZE = 20;

const COLUMNS = [
  column.accessor((s) => `${s.first_name} ${s.last_name}`.trim() || s.email, {
    id: 'supplier',
    header: 'Supplier',
  }),
  column.accessor('email', { header: 'Email' }),
  column.accessor('product_type_name', { header: 'Product type' }),
  column.accessor('order_status', {
    header: 'Status',
    cell: (c) => ORDER_STATUS_LABELS[c.getValue() as OrderStatus] ?? c.getValue(),
  }),
  column.accessor('total_orders', {
    header: 'Orders',
    meta: { align: 'right' },
  }),
];

/**
 * /orders/tranfers: move a number of one product type's orders (of
 * some variants, or all) from one supplier to another, beside the table of orders per supplier,
 * type and status. The form's checks run before anything is sent; the product's words on failure.
 */
export function TransfersScreen() {
  const dispatch = useAppDispatch();
  const [typeId, setTypeId] = useState<string | null>(null);
  const [fromId, setFromId] = useState<string | null>(null);
  const [toId, setToId] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | undefined>();
  const [variantIds, setVariantIds] = useState<string[]>([]);
  const [page, setPage] = useState(1);

  const types = useOrderFilterProductTypesQuery({ limit: 9999 });
  const suppliers = useOrderFilterSuppliersQuery();
  const variants = useTransferTypeVariantsQuery({ id: typeId ?? '' }, { skip: !typeId });
  const stats = useSupplierOrderStatsQuery({
    filter: {
      ...(typeId ? { product_type_ids: [typeId] } : {}),
      limit: STATS_PAGE_SIZE,
      offset: (page - 1) * STATS_PAGE_SIZE,
    },
  });
  const [transfer, transferring] = useTransferOrdersMutation();

  const supplierOptions = useMemo(
    () =>
      (suppliers.data?.users.hits ?? []).map((s) => ({
        value: s.id,
        label: `${s.first_name} ${s.last_name}`.trim(),
      })),
    [suppliers.data],
  );
  const variantOptions = useMemo(
    () =>
      (variants.currentData?.productTypeById.variants ?? []).map((v) => ({
        value: v.id,
        label: v.attributes.map((a) => a.option).join(' / ') || v.sku,
      })),
    [variants.currentData],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      product_type_id: typeId,
      from_supplier_id: fromId,
      to_supplier_id: toId,
      order_amount: amount ?? null,
    };
    const problem = transferInputError(input);
    if (problem) {
      dispatch(notify({ type: 'warning', message: problem }));
      return;
    }
    const result = await transfer({
      input: {
        ...input,
        ...(variantIds.length > 0 ? { product_type_variant_ids: variantIds } : {}),
      },
    });
    if ('error' in result && result.error) {
      dispatch(
        notify({
          type: 'error',
          variant: 'notification',
          title: TRANSFER_MESSAGES.transferFailed,
          message: errorMessage(result.error, TRANSFER_MESSAGES.transferFailed),
        }),
      );
      return;
    }
    dispatch(notify({ type: 'success', message: TRANSFER_DONE(amount ?? 0) }));
  };

  return (
    <Page>
      <form aria-label="Transfer orders" onSubmit={(event) => void submit(event)} noValidate>
        <Fields>
          <FormField label="Product type" required>
            <Select
              searchable
              options={(types.data?.productTypes.hits ?? []).map((t) => ({
                value: t.id,
                label: t.title,
              }))}
              loading={types.isLoading}
              value={typeId}
              onChange={(value) => {
                setTypeId(value);
                setVariantIds([]);
                setPage(1);
              }}
              placeholder="Choose a product type"
            />
          </FormField>
          <FormField label="From supplier" required>
            <Select
              searchable
              options={supplierOptions}
              loading={suppliers.isLoading}
              value={fromId}
              onChange={setFromId}
              placeholder="Choose a supplier"
            />
          </FormField>
          <FormField label="To supplier" required>
            <Select
              searchable
              options={supplierOptions}
              loading={suppliers.isLoading}
              value={toId}
              onChange={setToId}
              placeholder="Choose a supplier"
            />
          </FormField>
          <FormField
            label="Order amount"
            required
            help={`1 to ${TRANSFER_MAX_ORDERS.toLocaleString('en-US')}`}
          >
            <NumberInput value={amount ?? null} onChange={setAmount} min={0} />
          </FormField>
          <FormField label="Attribute" help="All variants when none is chosen">
            <Select
              multiple
              options={variantOptions}
              value={variantIds}
              onChange={setVariantIds}
              disabled={!typeId}
              loading={variants.isFetching}
              placeholder="All"
            />
          </FormField>
        </Fields>
        <Button type="submit" variant="primary" loading={transferring.isLoading}>
          Submit
        </Button>
      </form>
      <StatsTitle>Orders by supplier</StatsTitle>
      <Table
        aria-label="Orders by supplier"
        columns={COLUMNS}
        data={stats.currentData?.getOrderBySupplier.hits ?? []}
        getRowId={(s) => `${s.supplier_id}:${s.product_type_id}:${s.order_status}`}
        loading={stats.isFetching && !stats.currentData}
        error={stats.isError ? TRANSFER_MESSAGES.listFailed : undefined}
        onRetry={() => void stats.refetch()}
        emptyMessage="No supplier has orders of this product type."
        page={page}
        pageSize={STATS_PAGE_SIZE}
        total={stats.currentData?.getOrderBySupplier.count ?? 0}
        onPageChange={setPage}
      />
    </Page>
  );
}
