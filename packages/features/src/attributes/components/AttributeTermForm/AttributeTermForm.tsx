import { useMemo } from 'react';
import {
  attributeTermSchema,
  isSizeAttribute,
  skuMaxFor,
  type AttributeTermValues,
} from '@podoffice/domain';
import { FormField, Select, TextInput, type SelectOption } from '@podoffice/ui';
import { DrawerForm } from '../../../shared/DrawerForm';
import type { AttributeFieldsFragment } from '../../api';

export interface AttributeTermFormProps {
  /** The attributes a term can belong to; their names decide the sku limit. */
  attributes: Pick<AttributeFieldsFragment, 'id' | 'name'>[];
  /** True while the attributes load. */
  attributesLoading?: boolean;
  /** The term being edited, or a new term's first values (e.g. an attribute chosen already). */
  initialValues?: Partial<AttributeTermValues>;
  /** Editing an existing term: its attribute is shown but cannot change. */
  editing?: boolean;
  /** Called with the checked, trimmed values; the form stays busy until the promise settles. */
  onSubmit: (values: AttributeTermValues) => Promise<void> | void;
  /** Called by the Cancel button. */
  onCancel?: () => void;
  /** Text of the submit button. */
  submitLabel?: string;
}

function skuHelp(attributeName: string | undefined): string {
  if (attributeName === undefined) {
    return 'At most 10 characters under size, 5 under the other attributes.';
  }
  const under = isSizeAttribute(attributeName) ? 'size' : attributeName;
  return `At most ${skuMaxFor(attributeName)} characters under ${under}.`;
}

/**
 * Add and edit an attribute term: attribute, option name and sku, checked with the domain's
 * attributeTermSchema, so the sku limit follows the chosen attribute (10 for size, 5 for others).
 */
export function AttributeTermForm({
  attributes,
  attributesLoading = false,
  initialValues,
  editing = false,
  onSubmit,
  ...actions
}: AttributeTermFormProps) {
  const schema = useMemo(
    () => attributeTermSchema((id) => attributes.find((a) => a.id === id)?.name),
    [attributes],
  );
  const options = useMemo<SelectOption[]>(
    () => attributes.map((a) => ({ value: a.id, label: a.name })),
    [attributes],
  );
  return (
    <DrawerForm<AttributeTermValues>
      {...actions}
      label="Attribute term"
      footer="inline"
      initialValues={{ attribute_id: '', option_name: '', sku: '', ...initialValues }}
      validationSchema={schema}
      enableReinitialize
      onSubmit={(values) => onSubmit(schema.cast(values))}
    >
      {({ values, getFieldProps, setFieldValue, setFieldTouched, errorOf }) => (
        <>
          <FormField
            name="attribute_id"
            label="Attribute"
            required
            error={errorOf('attribute_id')}
            help={editing ? 'A term keeps the attribute it was made for.' : undefined}
          >
            <Select
              options={options}
              value={values.attribute_id || null}
              onChange={(id) => void setFieldValue('attribute_id', id ?? '')}
              onBlur={() => void setFieldTouched('attribute_id')}
              placeholder="Select attribute"
              disabled={editing}
              loading={attributesLoading}
              emptyText="No attributes"
            />
          </FormField>
          <FormField name="option_name" label="Option name" required error={errorOf('option_name')}>
            <TextInput autoComplete="off" {...getFieldProps('option_name')} />
          </FormField>
          <FormField
            name="sku"
            label="SKU"
            required
            error={errorOf('sku')}
            help={skuHelp(attributes.find((a) => a.id === values.attribute_id)?.name)}
          >
            <TextInput autoComplete="off" {...getFieldProps('sku')} />
          </FormField>
        </>
      )}
    </DrawerForm>
  );
}
