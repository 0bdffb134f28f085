import {
  costLabel,
  formatOrderDate,
  imagePreviewUrl,
  orderIdLabel,
  orderImageUrl,
} from '@podoffice/domain';
import { createContext, useContext } from 'react';
import { Badge } from '../Badge';
import { RowActions } from '../RowActions';
import {
  Line,
  LinkButton,
  HeldNote,
  LoadingText,
  LoadingTip,
  Clipped,
  PartnerError,
  ProductCell,
  ProductText,
  Stack,
  Strong,
  Thumb,
  ThumbButton,
  ThumbPlaceholder,
} from './OrderTable.styles';
import type { OrderCellCallbacks, OrderTableRow } from './OrderTable.types';

export const OrderCellContext = createContext<OrderCellCallbacks>({ imageBaseUrl: '' });

const useCallbacks = () => useContext(OrderCellContext);

export function customerName(row: OrderTableRow): string {
  return [row.customer?.first_name, row.customer?.last_name].filter(Boolean).join(' ');
}

export function IdCell({ row }: { row: OrderTableRow }) {
  const { renderOrderLink } = useCallbacks();
  const label = orderIdLabel(row.id);
  return <Strong>{renderOrderLink ? renderOrderLink(row, label) : label}</Strong>;
}

export function OriginCell({ row }: { row: OrderTableRow }) {
  return (
    <Line>
      {row.origin_number && <span>{row.origin_number}</span>}
      {row.origin_id && <span data-part="muted">{row.origin_id}</span>}
    </Line>
  );
}

/** A 200 px preview drawn small; a button opening the images when the caller handles it. */
function Image({ row, src, alt }: { row: OrderTableRow; src?: string | null; alt: string }) {
  const { imageBaseUrl, onImageClick } = useCallbacks();
  const url = orderImageUrl(src, imageBaseUrl);
  if (!url) return <ThumbPlaceholder aria-hidden="true" />;
  const img = <Thumb src={imagePreviewUrl(url)} alt={alt} loading="lazy" />;
  if (!onImageClick) return img;
  return (
    <ThumbButton
      type="button"
      aria-label={`Images of ${orderIdLabel(row.id)}`}
      onClick={() => onImageClick(row)}
    >
      {img}
    </ThumbButton>
  );
}

export function MockupCell({ row }: { row: OrderTableRow }) {
  return <Image row={row} src={row.mockup} alt={`Mockup of ${orderIdLabel(row.id)}`} />;
}

/** One line (issue 25: rows of one line): the thumbnail, the title, then the variant and the shop's sku, cut with an ellipsis; the whole text on hover. */
export function ProductCellView({ row }: { row: OrderTableRow }) {
  const { product } = row;
  const attributes = product.attributes ?? [];
  const options = attributes.map((a) => `${a.name}: ${a.option}`).join(', ');
  const sku = product.origin_sku ? `SKU: ${product.origin_sku}` : '';
  const whole = [product.title, options, sku].filter(Boolean).join(' · ');
  return (
    <ProductCell>
      <Image row={row} src={product.image} alt={product.title} />
      <ProductText title={whole}>
        <span data-part="title">{product.title}</span>
        {options && <span data-part="muted">{options}</span>}
        {sku && <span data-part="muted">{sku}</span>}
      </ProductText>
    </ProductCell>
  );
}

export function CustomerCell({ row }: { row: OrderTableRow }) {
  const name = customerName(row);
  return <Clipped title={name}>{name}</Clipped>;
}

export function DesignCell({ row }: { row: OrderTableRow }) {
  const { onDesignClick } = useCallbacks();
  const { design } = row;
  if (design.kind === 'loading') {
    return (
      <LoadingText title={design.tip}>
        <span>Loading...</span>
        {design.tip && <LoadingTip> {design.tip}</LoadingTip>}
      </LoadingText>
    );
  }
  const text = design.kind === 'view' ? 'View' : 'Upload';
  if (!onDesignClick) return <span>{text}</span>;
  const kind = design.kind;
  return (
    <LinkButton
      type="button"
      aria-label={`${text} designs of ${orderIdLabel(row.id)}`}
      onClick={() => onDesignClick(row, kind)}
    >
      {text}
    </LinkButton>
  );
}

export function LabelCell({ row }: { row: OrderTableRow }) {
  const { onLabelClick } = useCallbacks();
  const text = row.has_label ? 'View' : 'Upload';
  if (!onLabelClick) return row.has_label ? <span>Uploaded</span> : null;
  return (
    <LinkButton
      type="button"
      aria-label={`${text} label of ${orderIdLabel(row.id)}`}
      onClick={() => onLabelClick(row)}
    >
      {text}
    </LinkButton>
  );
}

export function StatusCell({ row }: { row: OrderTableRow }) {
  const { statusLabel } = useCallbacks();
  const partnerError = row.status === 'error' ? row.partner_error?.[0] : undefined;
  return (
    <Stack>
      <span>
        <Badge status={row.status}>{statusLabel?.(row.status)}</Badge>
      </span>
      {row.held_note && <HeldNote>{row.held_note}</HeldNote>}
      {partnerError && <PartnerError title={partnerError}>{partnerError}</PartnerError>}
    </Stack>
  );
}

export function QuantityCell({ row }: { row: OrderTableRow }) {
  return (
    <Line>
      <span>{row.quantity}</span>
      <span data-part="muted">{formatOrderDate(row.created_at)}</span>
    </Line>
  );
}

export function CostCell({ amount }: { amount?: number | null }) {
  return <>{costLabel(amount)}</>;
}

export function ActionsCell({ row }: { row: OrderTableRow }) {
  const { onAction } = useCallbacks();
  const actions = (row.actions ?? []).map((action) => ({
    ...action,
    onSelect: () => onAction?.(action.key, row),
  }));
  return <RowActions name={`order ${orderIdLabel(row.id)}`} actions={actions} />;
}
