import { useState } from 'react';
import { Button, FilterBar, FormField, TextInput } from '@podoffice/ui';
import { useAppliedText } from '../../shared/list/useAppliedText';
import { useListParams } from '../../shared/list/useListParams';
import { usePagedList } from '../../shared/list/usePagedList';
import { useCatalogProductTypesQuery } from '../api';
import { CatalogGrid } from '../components/CatalogGrid/CatalogGrid';
import { CATALOG_PAGE_SIZE, catalogListParams } from './listParams';
import { Page } from './CatalogScreen.styles';
import { useCatalogExport } from './useCatalogExport';

/**
 * The catalog (/catalog; Administrator and Seller flagged is_special — the route gives others
 * not-found, and the server refuses them the export): the active product types as cards, 20 a
 * page, with a search (applied with Enter) and Reset kept in the address. Cards can be selected
 * and exported as a CSV download.
 */
export function CatalogScreen() {
  const place = useListParams(catalogListParams);
  const { search } = place.filters;
  const types = useCatalogProductTypesQuery({
    filter: {
      search: search || undefined,
      limit: CATALOG_PAGE_SIZE,
      offset: (place.page - 1) * CATALOG_PAGE_SIZE,
    },
  });
  const list = usePagedList(place, types, (data) => data.productTypes, CATALOG_PAGE_SIZE);
  const searchField = useAppliedText(search, (text) => list.setFilters({ search: text }));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const exporter = useCatalogExport();

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const exportSelected = async () => {
    if (await exporter.run([...selected])) setSelected(new Set());
  };

  return (
    <Page>
      <FilterBar
        aria-label="Catalog search"
        onReset={() => list.setFilters({ search: '' })}
        resetDisabled={!search}
        actions={
          <Button
            variant="primary"
            disabled={selected.size === 0}
            loading={exporter.exporting}
            onClick={() => void exportSelected()}
          >
            {selected.size > 0 ? `Export (${selected.size})` : 'Export'}
          </Button>
        }
      >
        <FilterBar.Item grow>
          <FormField label="Search" help="Title or SKU; press Enter to search">
            <TextInput type="search" {...searchField} />
          </FormField>
        </FilterBar.Item>
      </FilterBar>
      <CatalogGrid
        types={list.rows}
        {...list.table}
        hrefOf={(id) => `/catalog/${id}`}
        selected={selected}
        onToggle={toggle}
        emptyMessage={
          search ? `No product types match “${search}”.` : 'No product types in the catalog yet.'
        }
        emptyAction={
          search ? (
            <Button onClick={() => list.setFilters({ search: '' })}>Reset</Button>
          ) : undefined
        }
      />
    </Page>
  );
}
