import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  FormField,
  RichTextEditor,
  Select,
  TextArea,
  TextInput,
  type SelectOption,
} from '@podoffice/ui';
import { PrintAreaUploads, type UploadArea } from '../PrintAreaUploads';
import { Actions, Designs, Form, Row } from './ProductForm.styles';
import { VariantPrices } from './VariantPrices';
import { formProblem, imagesProblem, type ProductFormValues } from './productFormValues';

export interface ProductFormProps {
  /** The chosen product types, in order. */
  types: { id: string; title: string }[];
  /** The shops the product can go to. */
  sites: SelectOption[];
  initialValues: ProductFormValues;
  /** Pushes the product; the form stays busy until it settles. */
  onSubmit: (values: ProductFormValues) => Promise<void> | void;
  onCancel: () => void;
  /** True while the push runs (its progress shows beside the form). */
  busy?: boolean;
  /** The chosen types' print areas: each takes its design here, pushed with the product. */
  printAreas?: UploadArea[];
}

/**
 * The creation form: the shop, title ('Please input product title!'),
 * SKU, rich description, the variants' prices per product type, the print areas' designs,
 * categories, tags and images. Push checks
 * every price first and says what is wrong; nothing is sent until it is right.
 */
export function ProductForm({
  types,
  sites,
  initialValues,
  onSubmit,
  onCancel,
  busy = false,
  printAreas = [],
}: ProductFormProps) {
  const [values, setValues] = useState(initialValues);
  const [tried, setTried] = useState(false);
  const problem = tried ? formProblem(values) : null;
  const set = (change: Partial<ProductFormValues>) => setValues((v) => ({ ...v, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (formProblem(values)) return;
    void onSubmit(values);
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="New product">
      {problem && <Alert variant="error">{problem}</Alert>}
      <Row>
        <FormField label="Site" required>
          <Select
            options={sites}
            value={values.siteId}
            onChange={(siteId) => set({ siteId })}
            placeholder="Choose a shop"
            emptyText="No connected shop: connect one under Connect Sites"
          />
        </FormField>
        <FormField
          label="Title"
          required
          error={tried && !values.title.trim() ? 'Please input product title!' : undefined}
        >
          <TextInput value={values.title} onChange={(e) => set({ title: e.target.value })} />
        </FormField>
        <FormField label="SKU" help="Left empty, it is made from the first product type's SKU">
          <TextInput value={values.sku} onChange={(e) => set({ sku: e.target.value })} />
        </FormField>
      </Row>
      <FormField label="Description">
        <RichTextEditor
          value={values.description}
          placeholder="What the shop shows about the product"
          onChange={(description) => set({ description })}
        />
      </FormField>
      <VariantPrices
        types={types}
        rows={values.variants}
        candidates={initialValues.variants}
        onChange={(variants) => set({ variants })}
        showErrors={tried}
      />
      {printAreas.length > 0 && (
        <Designs aria-labelledby="form-designs">
          <h3 id="form-designs">Designs</h3>
          <PrintAreaUploads
            areas={printAreas}
            uploaded={values.designs}
            onUploaded={(areaId, file) =>
              setValues((v) => ({ ...v, designs: { ...v.designs, [areaId]: file } }))
            }
            keptWhen="(pushed with the product)"
            disabled={busy}
          />
        </Designs>
      )}
      <Row>
        <FormField label="Categories" help="Comma separated: the shop's categories or collections">
          <TextInput
            value={values.categories}
            onChange={(e) => set({ categories: e.target.value })}
          />
        </FormField>
        <FormField label="Tags" help="Comma separated">
          <TextInput value={values.tags} onChange={(e) => set({ tags: e.target.value })} />
        </FormField>
      </Row>
      <FormField
        label="Images"
        help="Image addresses (http or https) the shop shows, one per line; the first is the main one"
        error={tried ? (imagesProblem(values.images) ?? undefined) : undefined}
      >
        <TextArea
          rows={3}
          value={values.images}
          onChange={(e) => set({ images: e.target.value })}
          placeholder="https://images.example.com/sunset-tee.png"
        />
      </FormField>
      <Actions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" loading={busy}>
          Push to shop
        </Button>
      </Actions>
    </Form>
  );
}
