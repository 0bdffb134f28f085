import {
  costLabel,
  formatOrderDate,
  imagePreviewUrl,
  orderIdLabel,
  orderImageUrl,
} from '@podoffice/domain';
import type { ReactNode } from 'react';
import { humanizeStatus } from '../Badge/Badge';
import { RowActions } from '../RowActions';
import type { OrderCellCallbacks, OrderTableRow } from './OrderTable.types';

/*
 * The orders table's cells: plain functions of a row and the table's callbacks that return plain
 * elements marked `data-part`, styled by the table's one rule set (OrderTable.styles). Not a
 * component, nor a styled component, per cell: the 20 rows of the orders page drew ~14 styled
 * components and ~12 components each, ~500 of React's fibers worked out on every first draw of a
 * page (the list bench, issue 25). The status badge is Badge's pill, drawn by the same rules. Only
 * the row's menu, which keeps its open state, is a component.
 */

type Cell = (row: OrderTableRow, callbacks: OrderCellCallbacks) => ReactNode;

export function customerName(row: OrderTableRow): string {
  return [row.customer?.first_name, row.customer?.last_name].filter(Boolean).join(' ');
}

export const idCell: Cell = (row, { renderOrderLink }) => {
  const label = orderIdLabel(row.id);
  return <span data-part="strong">{renderOrderLink ? renderOrderLink(row, label) : label}</span>;
};

export const originCell: Cell = (row) => (
  <span data-part="line">
    {row.origin_number && <span>{row.origin_number}</span>}
    {row.origin_id && <span data-part="muted">{row.origin_id}</span>}
  </span>
);

/** A 200 px preview drawn small; a button opening the images when the caller handles it. */
function image(
  row: OrderTableRow,
  { imageBaseUrl, onImageClick }: OrderCellCallbacks,
  src: string | null | undefined,
  alt: string,
): ReactNode {
  const url = orderImageUrl(src, imageBaseUrl);
  if (!url) return <span data-part="thumb" aria-hidden="true" />;
  const img = <img data-part="thumb" src={imagePreviewUrl(url)} alt={alt} loading="lazy" />;
  if (!onImageClick) return img;
  return (
    <button
      type="button"
      data-part="thumb-button"
      aria-label={`Images of ${orderIdLabel(row.id)}`}
      onClick={() => onImageClick(row)}
    >
      {img}
    </button>
  );
}

export const mockupCell: Cell = (row, callbacks) =>
  image(row, callbacks, row.mockup, `Mockup of ${orderIdLabel(row.id)}`);

/** One line (issue 25: rows of one line): the thumbnail, the title, then the variant and the shop's sku, cut with an ellipsis; the whole text on hover. */
export const productCell: Cell = (row, callbacks) => {
  const { product } = row;
  const attributes = product.attributes ?? [];
  const options = attributes.map((a) => `${a.name}: ${a.option}`).join(', ');
  const sku = product.origin_sku ? `SKU: ${product.origin_sku}` : '';
  const whole = [product.title, options, sku].filter(Boolean).join(' · ');
  return (
    <div data-part="product">
      {image(row, callbacks, product.image, product.title)}
      <span data-part="product-text" title={whole}>
        <span data-part="title">{product.title}</span>
        {options && <span data-part="muted">{options}</span>}
        {sku && <span data-part="muted">{sku}</span>}
      </span>
    </div>
  );
};

export const customerCell: Cell = (row) => {
  const name = customerName(row);
  return (
    <span data-part="clipped" title={name}>
      {name}
    </span>
  );
};

export const designCell: Cell = (row, { onDesignClick }) => {
  const { design } = row;
  if (design.kind === 'loading') {
    return (
      <span data-part="loading" title={design.tip}>
        <span>Loading...</span>
        {design.tip && <span data-part="tip"> {design.tip}</span>}
      </span>
    );
  }
  const text = design.kind === 'view' ? 'View' : 'Upload';
  if (!onDesignClick) return <span>{text}</span>;
  const kind = design.kind;
  return (
    <button
      type="button"
      data-part="link"
      aria-label={`${text} designs of ${orderIdLabel(row.id)}`}
      onClick={() => onDesignClick(row, kind)}
    >
      {text}
    </button>
  );
};

export const labelCell: Cell = (row, { onLabelClick }) => {
  const text = row.has_label ? 'View' : 'Upload';
  if (!onLabelClick) return row.has_label ? <span>Uploaded</span> : null;
  return (
    <button
      type="button"
      data-part="link"
      aria-label={`${text} label of ${orderIdLabel(row.id)}`}
      onClick={() => onLabelClick(row)}
    >
      {text}
    </button>
  );
};

export const statusCell: Cell = (row, { statusLabel }) => {
  const partnerError = row.status === 'error' ? row.partner_error?.[0] : undefined;
  return (
    <div data-part="stack">
      <span>
        <span data-part="badge" data-status={row.status}>
          {statusLabel?.(row.status) ?? humanizeStatus(row.status)}
        </span>
      </span>
      {row.held_note && <span data-part="held">{row.held_note}</span>}
      {partnerError && (
        <span data-part="error" title={partnerError}>
          {partnerError}
        </span>
      )}
    </div>
  );
};

export const quantityCell: Cell = (row) => (
  <span data-part="line">
    <span>{row.quantity}</span>
    <span data-part="muted">{formatOrderDate(row.created_at)}</span>
  </span>
);

export const costCell = (amount: number | null | undefined): ReactNode => costLabel(amount);

export const actionsCell: Cell = (row, { onAction }) => {
  const actions = (row.actions ?? []).map((action) => ({
    ...action,
    onSelect: () => onAction?.(action.key, row),
  }));
  return <RowActions name={`order ${orderIdLabel(row.id)}`} actions={actions} />;
};
