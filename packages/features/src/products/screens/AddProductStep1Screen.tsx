import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, FormField, LoadState, TextInput } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useLinkTo } from '../../embed/embedding';
import { useProductPickerTypesQuery } from '../api';
import { ProductTypePicker, type PickerType } from '../components/ProductTypePicker';
import { addProductStep2Path } from '../paths';
import { Page, StepBar } from './AddProductScreen.styles';

/**
 * Add product, step 1 (/products/add/step1; Seller, Administrator): the product types to make
 * the product of, grouped by category (one category at a time), with a search over their titles
 * and SKUs; Continue goes to step 2 with the chosen ids.
 */
export function AddProductStep1Screen() {
  const navigate = useNavigate();
  const linkTo = useLinkTo();
  const query = useProductPickerTypesQuery();
  const [chosen, setChosen] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const types = useMemo<PickerType[]>(() => {
    const words = search.trim().toLowerCase();
    return (query.data?.productTypes.hits ?? [])
      .filter(
        (t) =>
          !words || `${t.title} ${t.sku}`.toLowerCase().includes(words) || chosen.includes(t.id),
      )
      .map((t) => ({
        id: t.id,
        title: t.title,
        sku: t.sku,
        image: t.images[0] ?? t.mockup ?? null,
        categories: t.categories,
      }));
  }, [query.data, search, chosen]);

  return (
    <Page>
      <StepBar>
        <h2>Choose product types</h2>
        <span aria-live="polite">{chosen.length} chosen</span>
        <Button
          variant="primary"
          disabled={chosen.length === 0}
          onClick={() => navigate(linkTo(addProductStep2Path(chosen)))}
        >
          Continue
        </Button>
      </StepBar>
      <FormField label="Search product types">
        <TextInput
          type="search"
          placeholder="Title or SKU"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </FormField>
      <LoadState
        loading={query.isLoading}
        error={query.error ? errorMessage(query.error, 'Could not load the product types.') : null}
        onRetry={query.refetch}
        empty={types.length === 0}
        emptyMessage={
          search ? 'No product types match this search.' : 'No product types to sell yet.'
        }
      >
        <ProductTypePicker types={types} value={chosen} onChange={setChosen} />
      </LoadState>
    </Page>
  );
}
