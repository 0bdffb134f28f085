import { useNavigate } from 'react-router-dom';
import { DISCOUNT_PAGE_SIZE } from '@podoffice/domain';
import { Button } from '@podoffice/ui';
import { noFilters } from '../../shared/list/urlFilters';
import { useToastedAction } from '../../shared/list/useConfirmAction';
import { useListParams } from '../../shared/list/useListParams';
import { usePagedList } from '../../shared/list/usePagedList';
import { useDeleteDiscountMutation, useDiscountsQuery, type DiscountFieldsFragment } from '../api';
import { DiscountTable } from '../components/DiscountTable';
import { DISCOUNT_NOTICES } from '../messages';
import { Page, Toolbar } from './screens.styles';

/**
 * Discounts (/admin/discount, Administrator): 20 a page (the page in the address), Add Discount,
 * Edit, and Delete after a confirmation; deleting the last row of a page goes back one page.
 */
export function DiscountsScreen() {
  const navigate = useNavigate();
  const place = useListParams(noFilters);
  const discounts = useDiscountsQuery({
    filter: { limit: DISCOUNT_PAGE_SIZE, offset: (place.page - 1) * DISCOUNT_PAGE_SIZE },
  });
  const list = usePagedList(place, discounts, (data) => data.discounts, DISCOUNT_PAGE_SIZE);
  const [deleteDiscount] = useDeleteDiscountMutation();
  const remove = useToastedAction({
    run: (discount: DiscountFieldsFragment) => deleteDiscount({ id: discount.id }),
    success: DISCOUNT_NOTICES.deleted,
    onDone: () => list.afterDelete(),
  });

  return (
    <Page>
      <Toolbar>
        <Button variant="primary" onClick={() => navigate('/admin/discount/create')}>
          Add Discount
        </Button>
      </Toolbar>
      <DiscountTable
        discounts={list.rows}
        {...list.table}
        onDelete={remove}
        emptyAction={
          <Button onClick={() => navigate('/admin/discount/create')}>
            Add your first discount
          </Button>
        }
      />
    </Page>
  );
}
