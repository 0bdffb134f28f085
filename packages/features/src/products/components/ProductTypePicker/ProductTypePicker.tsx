import { useMemo } from 'react';
import { PRODUCT_MESSAGES as M, canPickTogether } from '@podoffice/domain';
import { Alert, Checkbox } from '@podoffice/ui';
import { Card, Cards, Group, Groups, Muted } from './ProductTypePicker.styles';

/** A product type as the picker shows it. */
export interface PickerType {
  id: string;
  title: string;
  sku: string;
  image?: string | null;
  categories: { id: string; title: string }[];
}

export interface ProductTypePickerProps {
  /** The types to choose from (active and not personalized). */
  types: PickerType[];
  /** The chosen types' ids, in the order chosen. */
  value: string[];
  onChange: (ids: string[]) => void;
}

/**
 * A type's group is its first category, by id, as the server reads it (products/push.ts): the
 * types chosen together share it.
 */
export function firstCategoryIds(type: PickerType): string[] {
  return type.categories.map((c) => c.id).sort((a, b) => Number(a) - Number(b));
}

const OTHER = { id: '', title: 'Other' };

/**
 * Add product, step 1 (the product type picker): the types grouped by their first
 * category; choosing one keeps the other groups' types out of reach until it is unchosen, with
 * the rule said once above the groups.
 */
export function ProductTypePicker({ types, value, onChange }: ProductTypePickerProps) {
  const groups = useMemo(() => {
    const byCategory = new Map<string, { title: string; types: PickerType[] }>();
    for (const type of types) {
      const firstId = firstCategoryIds(type)[0];
      const category = type.categories.find((c) => c.id === firstId) ?? OTHER;
      const group = byCategory.get(category.id) ?? { title: category.title, types: [] };
      group.types.push(type);
      byCategory.set(category.id, group);
    }
    return [...byCategory.entries()].sort(([a], [b]) =>
      a === '' ? 1 : b === '' ? -1 : Number(a) - Number(b),
    );
  }, [types]);
  const chosen = value
    .map((id) => types.find((t) => t.id === id))
    .filter((t): t is PickerType => t !== undefined)
    .map((t) => ({ id: t.id, categoryIds: firstCategoryIds(t) }));

  return (
    <Groups>
      {chosen.length > 0 && <Alert variant="info">{M.oneCategory}</Alert>}
      {groups.map(([categoryId, group]) => (
        <Group key={categoryId || 'other'}>
          <legend>{group.title}</legend>
          <Cards>
            {group.types.map((type) => {
              const picked = value.includes(type.id);
              const allowed =
                picked ||
                canPickTogether(chosen, { id: type.id, categoryIds: firstCategoryIds(type) });
              return (
                <Card key={type.id} $chosen={picked} $disabled={!allowed}>
                  {type.image ? <img src={type.image} alt="" loading="lazy" /> : null}
                  <Checkbox
                    label={
                      <span>
                        {type.title}
                        <Muted>{type.sku}</Muted>
                      </span>
                    }
                    checked={picked}
                    disabled={!allowed}
                    onChange={(event) =>
                      onChange(
                        event.target.checked
                          ? [...value, type.id]
                          : value.filter((id) => id !== type.id),
                      )
                    }
                  />
                </Card>
              );
            })}
          </Cards>
        </Group>
      ))}
    </Groups>
  );
}
