import { useMemo, useState } from 'react';
import {
  carrierPriceLabel,
  formatMoney,
  looksLikeHtml,
  variantCarrierCost,
} from '@podoffice/domain';
import { Button, Card, pickerState, VariantPicker, type PickerSelection } from '@podoffice/ui';
import type { CatalogProductTypeQuery } from '../../api/Catalog.generated';
import { sanitizeHtml } from '../../../shared/sanitizeHtml';
import { TagLabel } from '../CatalogGrid/CatalogGrid.styles';
import { Columns, Facts, Header, Heading, Prose, RichProse } from './CatalogDetail.styles';

export type CatalogProductType = CatalogProductTypeQuery['productTypeById'];
type Variant = CatalogProductType['variants'][number];

export interface CatalogDetailProps {
  type: CatalogProductType;
  /** Export this type's variants (a CSV download); the button shows busy while it runs. */
  onExport: () => void;
  exporting?: boolean;
}

/** Base cost and shipping cost are shown only above 0, with $. */
const aboveZero = (amount: number | null | undefined) =>
  amount !== null && amount !== undefined && amount > 0 ? formatMoney(amount) : '—';

/** The lowest known amount of the variants (null, as for a Supplier, is none). */
const lowest = (variants: readonly Variant[], pick: (v: Variant) => number | null) => {
  const amounts = variants.map(pick).filter((amount): amount is number => amount !== null);
  return amounts.length === 0 ? null : Math.min(...amounts);
};

/**
 * A catalog product type: the option picker (combinations without a variant
 * are disabled; with every attribute chosen the matching variant shows its sku, price and
 * shipping), base cost, sku, price, worldwide shipping for the first and each additional item,
 * description, shipping info and the design guideline. Until a variant is chosen, the type's sku
 * and the lowest costs of its variants show ("from").
 */
export function CatalogDetail({ type, onExport, exporting }: CatalogDetailProps) {
  const [selection, setSelection] = useState<PickerSelection>({});
  // Inactive variants are not offered: their combinations read as having no variant.
  const variants = useMemo(() => type.variants.filter((v) => v.is_active), [type.variants]);
  const attributes = type.attributes;
  const { enabled, match } = useMemo(
    () => pickerState(attributes, variants, selection),
    [attributes, variants, selection],
  );
  const defaultCarrier =
    type.product_type_carriers.find((c) => c.default) ?? type.product_type_carriers[0];
  const firstItem = (variant: Variant) =>
    defaultCarrier
      ? variantCarrierCost(
          variant.carrier_costs,
          type.product_type_carriers,
          defaultCarrier.carrier_id,
        )
      : null;
  const from = (amount: number | null) => (amount === null ? '—' : `from ${aboveZero(amount)}`);
  // The description is stored HTML from the product type form's editor: sanitised like news.
  const descriptionHtml = useMemo(
    () => (looksLikeHtml(type.description) ? sanitizeHtml(type.description ?? '') : null),
    [type.description],
  );

  return (
    <Columns>
      <Card>
        <Header>
          <Heading>{type.title}</Heading>
          {type.tag && <TagLabel $tag={type.tag}>{type.tag}</TagLabel>}
          <Button onClick={onExport} loading={exporting}>
            Export
          </Button>
        </Header>
        {attributes.length > 0 && (
          <VariantPicker
            attributes={attributes}
            selection={selection}
            enabled={enabled}
            onChange={setSelection}
          />
        )}
        <Facts aria-label={match ? 'Chosen variant' : 'Product type'}>
          <dt>SKU</dt>
          <dd>{match ? match.sku : type.sku}</dd>
          <dt>Base cost</dt>
          <dd>{match ? aboveZero(match.base_cost) : from(lowest(variants, (v) => v.base_cost))}</dd>
          <dt>Price</dt>
          <dd>
            {match ? aboveZero(match.retail_cost) : from(lowest(variants, (v) => v.retail_cost))}
          </dd>
          <dt>Worldwide shipping, first item</dt>
          <dd>
            {match
              ? (() => {
                  const cost = firstItem(match);
                  return cost === null ? '—' : carrierPriceLabel(cost);
                })()
              : defaultCarrier
                ? carrierPriceLabel(defaultCarrier.price)
                : '—'}
          </dd>
          <dt>Worldwide shipping, additional item</dt>
          <dd>{match ? aboveZero(match.fee_ship) : from(lowest(variants, (v) => v.fee_ship))}</dd>
        </Facts>
        {variants.length === 0 ? (
          <Prose>No variant of this product type can be ordered yet.</Prose>
        ) : (
          !match &&
          attributes.length > 0 && (
            <Prose>Choose an option of each attribute to see its variant.</Prose>
          )
        )}
      </Card>
      <div>
        <Card title="Description">
          {descriptionHtml === null ? (
            <Prose>{type.description?.trim() ? type.description : 'No description.'}</Prose>
          ) : (
            <RichProse dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
          )}
        </Card>
        <Card title="Shipping info">
          <Facts>
            <dt>Origin</dt>
            <dd>{type.origin || '—'}</dd>
            <dt>Production time</dt>
            <dd>{type.production_time || '—'}</dd>
            <dt>Shipping time</dt>
            <dd>{type.shipping_time || '—'}</dd>
            <dt>Carriers</dt>
            <dd>
              {type.product_type_carriers.length === 0
                ? '—'
                : type.product_type_carriers
                    .map(
                      (c) =>
                        `${c.carrier?.name ?? `#${c.carrier_id}`} ${carrierPriceLabel(c.price)}`,
                    )
                    .join(', ')}
            </dd>
          </Facts>
        </Card>
        <Card title="Design guideline">
          <Facts>
            <dt>File types</dt>
            <dd>{type.file_type_supported.join(', ') || '—'}</dd>
            <dt>DPI</dt>
            <dd>{type.dpl}</dd>
            <dt>Template</dt>
            <dd>
              {type.link_template ? (
                <a href={type.link_template} target="_blank" rel="noreferrer">
                  Download the template
                </a>
              ) : (
                '—'
              )}
            </dd>
          </Facts>
        </Card>
      </div>
    </Columns>
  );
}
