import { Suspense, lazy, useEffect, useMemo } from 'react';
import {
  PRODUCT_TYPE_MESSAGES,
  PRODUCT_TYPE_TAGS,
  cleanSku,
  generateSku,
  productTypeFormErrors,
} from '@podoffice/domain';
import {
  Checkbox,
  FormField,
  NumberInput,
  Select,
  Skeleton,
  TextArea,
  TextInput,
  type SelectOption,
} from '@podoffice/ui';
import type { ProductTypeInput } from '../../../api/types.generated';
import { DrawerForm } from '../../../shared/DrawerForm';
import type { AttributeChoice, AttributeTermChoice } from './AttributesSection';
import { emptyProductTypeForm, toProductTypeInput, type ProductTypeFormValues } from './formValues';
import { Fields, Legend, Section } from './ProductTypeForm.styles';

// The orderable sections (dnd-kit) and the images (react-dropzone) load beside the form's first
// fields, so the route stays within its 50 kB budget.
const AttributesSection = lazy(() =>
  import('./AttributesSection').then((m) => ({ default: m.AttributesSection })),
);
const PrintAreasSection = lazy(() =>
  import('./PrintAreasSection').then((m) => ({ default: m.PrintAreasSection })),
);
const CarriersSection = lazy(() =>
  import('./CarriersSection').then((m) => ({ default: m.CarriersSection })),
);
const ImagesSection = lazy(() =>
  import('./ImagesSection').then((m) => ({ default: m.ImagesSection })),
);

function SectionLoading({ title }: { title: string }) {
  return (
    <Section>
      <Legend>{title}</Legend>
      <Skeleton lines={2} label={`Loading ${title}`} />
    </Section>
  );
}

/** The design file types a product type can name (the print file types, and pdf, svg). */
export const FILE_TYPE_OPTIONS = ['png', 'jpg', 'jpeg', 'tiff', 'psd', 'dxf', 'pdf', 'svg'];

const TAG_OPTIONS: SelectOption[] = PRODUCT_TYPE_TAGS.map((tag) => ({ value: tag, label: tag }));

export interface ProductTypeFormProps {
  /** The type being edited; a new type starts empty (DPI 0). */
  initialValues?: ProductTypeFormValues;
  /** The attribute picker's attributes (getAttributes). */
  attributes: readonly AttributeChoice[];
  /** The attributes are still loading. */
  attributesLoading?: boolean;
  /** Loads the options of one attribute (getAttributeTerms); called once per picked attribute. */
  loadAttributeTerms: (attributeId: string) => Promise<AttributeTermChoice[]>;
  /** Users with the Supplier role, by id. */
  suppliers: readonly SelectOption[];
  /** The suppliers are still loading. */
  suppliersLoading?: boolean;
  /** The active carriers, by id. */
  carriers: readonly SelectOption[];
  /**
   * The type's own carriers deleted since it was saved (inactive), by id: shown by name, marked
   * inactive, and Save asks to choose an active carrier instead, as the server refuses them.
   */
  inactiveCarriers?: readonly SelectOption[];
  /** The carriers are still loading. */
  carriersLoading?: boolean;
  /** The active categories, by id. */
  categories: readonly SelectOption[];
  /** The categories are still loading. */
  categoriesLoading?: boolean;
  /** Sends an image to the file store, reporting progress from 0 to 100; resolves to its url. */
  uploadImage: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  /**
   * Called with createProductType / updateProductType's input once every form rule passes; the form
   * stays busy until it settles, and a rejection keeps everything typed.
   */
  onSubmit: (input: ProductTypeInput) => Promise<void> | void;
  /** Called by the Cancel button. */
  onCancel: () => void;
  /** Told whether the form holds changes not saved yet (for a leave warning). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Text of the submit button. */
  submitLabel?: string;
  /** The server's message when it refused the last save, shown above the fields. */
  error?: string | null;
}

const NO_CARRIERS: readonly SelectOption[] = [];

/** The form rules, and a carrier that is no longer active named (the server's refusal, said first). */
function formErrors(values: ProductTypeFormValues, inactiveCarriers: readonly SelectOption[]) {
  const errors = productTypeFormErrors(values);
  if (errors.product_type_carriers) return errors;
  const inactive = inactiveCarriers.find((carrier) =>
    values.product_type_carriers.some((row) => row.carrier_id === carrier.value),
  );
  return inactive
    ? { ...errors, product_type_carriers: PRODUCT_TYPE_MESSAGES.carrierInactive(inactive.label) }
    : errors;
}

function DirtyReporter({
  dirty,
  onChange,
}: {
  dirty: boolean;
  onChange?: (dirty: boolean) => void;
}) {
  useEffect(() => onChange?.(dirty), [dirty, onChange]);
  return null;
}

/**
 * The product type form: Detail, Attributes,
 * Print Areas, Suppliers, Shipping Carries, Categories, shipping and design details, Tag, Is
 * Special and Images, with Save and Cancel. The SKU is made from the title when left empty and is
 * uppercased without spaces when left; Save shows every rule's message beside its section at once.
 */
export function ProductTypeForm({
  initialValues,
  attributes,
  attributesLoading = false,
  loadAttributeTerms,
  suppliers,
  suppliersLoading = false,
  carriers,
  inactiveCarriers = NO_CARRIERS,
  carriersLoading = false,
  categories,
  categoriesLoading = false,
  uploadImage,
  onSubmit,
  onCancel,
  onDirtyChange,
  submitLabel = 'Save',
  error,
}: ProductTypeFormProps) {
  const carrierOptions = useMemo(
    () => [
      ...carriers,
      ...inactiveCarriers.map((c) => ({ ...c, label: `${c.label} (inactive)`, disabled: true })),
    ],
    [carriers, inactiveCarriers],
  );
  return (
    <DrawerForm
      label="Product type"
      footer="inline"
      initialValues={initialValues ?? emptyProductTypeForm()}
      validate={(values) => formErrors(values, inactiveCarriers)}
      onSubmit={(values) => onSubmit(toProductTypeInput(values))}
      onCancel={onCancel}
      submitLabel={submitLabel}
      error={error}
    >
      {(form) => {
        const { values, setFieldValue, getFieldProps, handleBlur, errorOf, isSubmitting } = form;
        const set =
          <K extends keyof ProductTypeFormValues>(field: K) =>
          (value: ProductTypeFormValues[K]) =>
            void setFieldValue(field, value);
        const fileTypes = [
          ...FILE_TYPE_OPTIONS,
          ...values.file_type_supported.filter((t) => !FILE_TYPE_OPTIONS.includes(t)),
        ].map((t) => ({ value: t, label: t.toUpperCase() }));
        return (
          <>
            <DirtyReporter dirty={form.dirty} onChange={onDirtyChange} />
            <Section>
              <Legend>Detail</Legend>
              <Fields>
                <FormField name="title" label="Title" required error={errorOf('title')}>
                  <TextInput
                    autoComplete="off"
                    {...getFieldProps('title')}
                    onBlur={(event) => {
                      // Spec 2 §5: an empty sku is made from the title. Not while the user moves
                      // into the SKU to type one: a value filled under the caret would take what
                      // they type on its end. Left empty, the SKU's own blur makes it.
                      const next = event.relatedTarget;
                      const typingSku = next instanceof HTMLInputElement && next.name === 'sku';
                      if (values.sku.trim() === '' && !typingSku) {
                        void setFieldValue('sku', generateSku(event.target.value));
                      }
                      handleBlur(event);
                    }}
                  />
                </FormField>
                <FormField
                  name="sku"
                  label="SKU"
                  required
                  error={errorOf('sku')}
                  help="Up to 7 letters and digits; made from the title when left empty."
                >
                  <TextInput
                    autoComplete="off"
                    placeholder={generateSku(values.title) || undefined}
                    {...getFieldProps('sku')}
                    onBlur={(event) => {
                      const typed = cleanSku(event.target.value);
                      void setFieldValue('sku', typed || generateSku(values.title));
                      handleBlur(event);
                    }}
                  />
                </FormField>
                <FormField name="mockup" label="Mockup Link" error={errorOf('mockup')}>
                  <TextInput
                    autoComplete="off"
                    {...getFieldProps('mockup')}
                    // Spec 2 §5: the mockup link has its white space removed.
                    onChange={(event) =>
                      void setFieldValue('mockup', event.target.value.replace(/\s+/g, ''))
                    }
                  />
                </FormField>
              </Fields>
              <FormField name="description" label="Description">
                <TextArea rows={3} {...getFieldProps('description')} />
              </FormField>
              <FormField name="description_special" label="Description Special">
                <TextArea rows={3} {...getFieldProps('description_special')} />
              </FormField>
            </Section>

            <Suspense fallback={<SectionLoading title="Attributes" />}>
              <AttributesSection
                rows={values.attributes}
                onChange={set('attributes')}
                error={errorOf('attributes')}
                attributes={attributes}
                attributesLoading={attributesLoading}
                loadAttributeTerms={loadAttributeTerms}
                disabled={isSubmitting}
              />
            </Suspense>

            <Suspense fallback={<SectionLoading title="Print Areas" />}>
              <PrintAreasSection
                rows={values.print_files}
                onChange={set('print_files')}
                error={errorOf('print_files')}
                uploadImage={uploadImage}
                disabled={isSubmitting}
              />
            </Suspense>

            <Section>
              <Legend>Suppliers</Legend>
              <FormField name="suppliers" label="Suppliers" hideLabel>
                <Select
                  multiple
                  placeholder="Select suppliers"
                  options={[...suppliers]}
                  value={values.suppliers}
                  onChange={set('suppliers')}
                  loading={suppliersLoading}
                />
              </FormField>
            </Section>

            <Suspense fallback={<SectionLoading title="Shipping Carries" />}>
              <CarriersSection
                rows={values.product_type_carriers}
                onChange={set('product_type_carriers')}
                error={errorOf('product_type_carriers')}
                carriers={carrierOptions}
                carriersLoading={carriersLoading}
                disabled={isSubmitting}
              />
            </Suspense>

            <Section>
              <Legend>Catalog details</Legend>
              <Fields>
                <FormField name="categories" label="Categories">
                  <Select
                    multiple
                    placeholder="Select categories"
                    options={[...categories]}
                    value={values.categories}
                    onChange={set('categories')}
                    loading={categoriesLoading}
                  />
                </FormField>
                <FormField name="origin" label="Made In">
                  <TextInput autoComplete="off" {...getFieldProps('origin')} />
                </FormField>
                <FormField name="production_time" label="Production time">
                  <TextInput autoComplete="off" {...getFieldProps('production_time')} />
                </FormField>
                <FormField name="shipping_time" label="Shipping time">
                  <TextInput autoComplete="off" {...getFieldProps('shipping_time')} />
                </FormField>
                <FormField name="file_type_supported" label="Files Type Supported">
                  <Select
                    multiple
                    placeholder="Select file types"
                    options={fileTypes}
                    value={values.file_type_supported}
                    onChange={set('file_type_supported')}
                  />
                </FormField>
                <FormField name="dpl" label="DPI">
                  <NumberInput min={0} {...form.numberProps('dpl')} />
                </FormField>
                <FormField
                  name="link_template"
                  label="Link Template"
                  error={errorOf('link_template')}
                >
                  <TextInput autoComplete="off" {...getFieldProps('link_template')} />
                </FormField>
                <FormField name="tag" label="Tag">
                  <Select
                    placeholder="No tag"
                    clearable
                    clearLabel="Clear tag"
                    options={TAG_OPTIONS}
                    value={values.tag}
                    onChange={(tag) => void setFieldValue('tag', tag)}
                  />
                </FormField>
              </Fields>
              <Checkbox
                label="Is Special"
                name="is_special"
                checked={values.is_special}
                onChange={(event) => void setFieldValue('is_special', event.target.checked)}
              />
            </Section>

            <Suspense fallback={<SectionLoading title="Images" />}>
              <ImagesSection
                images={values.images}
                onChange={set('images')}
                error={errorOf('images')}
                uploadImage={uploadImage}
                disabled={isSubmitting}
              />
            </Suspense>
          </>
        );
      }}
    </DrawerForm>
  );
}
