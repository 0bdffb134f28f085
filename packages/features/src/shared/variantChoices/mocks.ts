// MSW handlers of the product type and variant choices (shared by the external orders and order
// imports areas' mocks): two product types, the tee with colour x size variants, the mug with none.
import { HttpResponse } from 'msw';
import { apiLink } from '../msw';

export const VARIANT_CHOICE_TYPES = [
  { __typename: 'ProductType' as const, id: '7', title: 'Unisex Heavy Cotton Tee' },
  { __typename: 'ProductType' as const, id: '9', title: 'Ceramic Mug 11oz' },
];
const ATTRIBUTES = [
  {
    __typename: 'ProductTypeAttribute' as const,
    name: 'Color',
    slug: 'color',
    options: ['White', 'Black'].map((name) => ({
      __typename: 'ProductTypeAttributeOption' as const,
      name,
    })),
  },
  {
    __typename: 'ProductTypeAttribute' as const,
    name: 'Size',
    slug: 'size',
    options: ['S', 'M', 'L'].map((name) => ({
      __typename: 'ProductTypeAttributeOption' as const,
      name,
    })),
  },
];
export const VARIANT_CHOICES = ['White', 'Black'].flatMap((color, c) =>
  ['S', 'M', 'L'].map((size, s) => ({
    __typename: 'ProductTypeVariant' as const,
    id: String(70 + c * 3 + s),
    sku: `TEE-${color.slice(0, 3).toUpperCase()}-${size}`,
    base_cost: 9.5 + s,
    attributes: [
      { __typename: 'VariantAttribute' as const, name: 'Color', slug: 'color', option: color },
      { __typename: 'VariantAttribute' as const, name: 'Size', slug: 'size', option: size },
    ],
  })),
);

export function variantChoicesHandlers() {
  const api = apiLink();
  return [
    api.query('MappingProductTypes', () =>
      HttpResponse.json({
        data: { productTypes: { __typename: 'ProductTypeList', hits: VARIANT_CHOICE_TYPES } },
      }),
    ),
    api.query('MappingVariantChoices', ({ variables }) =>
      HttpResponse.json({
        data: {
          productTypeById: { __typename: 'ProductType', id: variables.id, attributes: ATTRIBUTES },
          productVariant: variables.id === '7' ? VARIANT_CHOICES : [],
        },
      }),
    ),
  ];
}
