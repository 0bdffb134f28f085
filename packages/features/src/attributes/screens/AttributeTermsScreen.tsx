import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { ATTRIBUTE_TERM_PAGE_SIZE } from '@podoffice/domain';
import { Button, FilterBar, FormField, Select, type SelectOption } from '@podoffice/ui';
import { idParam, urlFilters } from '../../shared/list/urlFilters';
import { useToastedAction } from '../../shared/list/useConfirmAction';
import { useListParams } from '../../shared/list/useListParams';
import { usePagedList } from '../../shared/list/usePagedList';
import {
  useAttributeTermsQuery,
  useAttributesQuery,
  useDeleteAttributeTermMutation,
  type AttributeTermFieldsFragment,
} from '../api';
import { AttributeTermTable } from '../components/AttributeTermTable';
import { ATTRIBUTE_NOTICES } from '../messages';
import { ATTRIBUTE_DROPDOWN_LIMIT } from './dropdownLimit';
import { Page } from './screens.styles';

/** The terms' filter kept in the address (?attribute=). */
const termFilterParams = urlFilters<{ attributeId: string | null }>({
  attributeId: idParam('attribute'),
});

/**
 * Attribute terms (/admin/attribute-terms, Administrator): 20 a page, filtered by attribute (both
 * kept in the address: ?attribute=&page=), Add Attribute Term, Edit, and Delete after a
 * confirmation ('Delete success!').
 */
export function AttributeTermsScreen() {
  const navigate = useNavigate();
  const place = useListParams(termFilterParams);
  const { attributeId } = place.filters;

  const attributes = useAttributesQuery({ limit: ATTRIBUTE_DROPDOWN_LIMIT, offset: 0 });
  const terms = useAttributeTermsQuery({
    attribute_id: attributeId,
    limit: ATTRIBUTE_TERM_PAGE_SIZE,
    offset: (place.page - 1) * ATTRIBUTE_TERM_PAGE_SIZE,
  });
  const list = usePagedList(
    place,
    terms,
    (data) => data.getAttributeTerms,
    ATTRIBUTE_TERM_PAGE_SIZE,
  );
  const [deleteTerm] = useDeleteAttributeTermMutation();
  const remove = useToastedAction({
    run: (term: AttributeTermFieldsFragment) => deleteTerm({ id: term.id }),
    success: ATTRIBUTE_NOTICES.termDeleted,
    onDone: () => list.afterDelete(),
  });

  const options = useMemo<SelectOption[]>(
    () => (attributes.data?.getAttributes.hits ?? []).map((a) => ({ value: a.id, label: a.name })),
    [attributes.data],
  );

  return (
    <Page>
      <FilterBar
        aria-label="Attribute term filters"
        actions={
          <Button
            variant="primary"
            onClick={() =>
              navigate(`/admin/attribute-term/add${attributeId ? `?attribute=${attributeId}` : ''}`)
            }
          >
            Add Attribute Term
          </Button>
        }
      >
        <FilterBar.Item width={260}>
          <FormField label="Attribute">
            <Select
              options={options}
              value={attributeId}
              onChange={(id) => list.setFilters({ attributeId: id })}
              placeholder="All attributes"
              clearable
              clearLabel="Show every attribute"
              loading={attributes.isLoading}
              emptyText="No attributes"
            />
          </FormField>
        </FilterBar.Item>
      </FilterBar>
      <AttributeTermTable
        terms={list.rows}
        {...list.table}
        onDelete={remove}
        emptyAction={
          <Button
            onClick={() =>
              navigate(`/admin/attribute-term/add${attributeId ? `?attribute=${attributeId}` : ''}`)
            }
          >
            Add the first term
          </Button>
        }
      />
    </Page>
  );
}
