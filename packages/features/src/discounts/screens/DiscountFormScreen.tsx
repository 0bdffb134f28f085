import { useNavigate, useParams } from 'react-router-dom';
import {
  MESSAGES,
  discountDayOf,
  normalizeDiscountType,
  type DiscountInput,
} from '@podoffice/domain';
import { Alert, Button, Card, Skeleton } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import {
  useCreateDiscountMutation,
  useDiscountByIdQuery,
  useDiscountTypesQuery,
  useUpdateDiscountMutation,
  type DiscountFieldsFragment,
} from '../api';
import { DiscountForm, type DiscountFormValues } from '../components/DiscountForm';
import { DISCOUNT_NOTICES } from '../messages';
import { FormPage } from './screens.styles';
import { PageBreadcrumbs } from '../../shared/PageBreadcrumbs';

const LIST = '/admin/discount';

function formValuesOf(discount: DiscountFieldsFragment): DiscountFormValues {
  return {
    name: discount.name,
    discount: discount.discount,
    type: normalizeDiscountType(discount.type) ?? 'timeline',
    effective_time: discount.effective_time ?? '',
    start_time: discountDayOf(discount.start_time),
    end_time: discountDayOf(discount.end_time),
  };
}

/**
 * Create a discount (/admin/discount/create) or edit one (/admin/discount/edit/{id}); both go back
 * to the list once saved ('Update Discount is successful!' after an edit).
 */
export function DiscountFormScreen() {
  const { id } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const editing = id !== undefined;
  const existing = useDiscountByIdQuery({ id: id ?? '' }, { skip: !editing });
  const types = useDiscountTypesQuery();
  const [createDiscount] = useCreateDiscountMutation();
  const [updateDiscount] = useUpdateDiscountMutation();

  const save = async (input: DiscountInput) => {
    const result = id ? await updateDiscount({ id, input }) : await createDiscount({ input });
    if (result.error) return;
    dispatch(
      notify({
        type: 'success',
        message: id ? DISCOUNT_NOTICES.updated : DISCOUNT_NOTICES.created,
      }),
    );
    navigate(LIST);
  };
  const back = () => navigate(LIST);

  if (editing && existing.isLoading) return <Skeleton lines={6} label="Loading the discount" />;
  if (editing && (existing.isError || !existing.data)) {
    return (
      <Alert variant="error" action={<Button onClick={back}>Back to discounts</Button>}>
        {errorMessage(existing.error, MESSAGES.somethingWrong)}
      </Alert>
    );
  }
  const offered = types.data?.discountTypes.flatMap((t) => {
    const value = normalizeDiscountType(t.value);
    return value ? [{ value, label: t.label }] : [];
  });
  return (
    <FormPage>
      <PageBreadcrumbs
        trail={[{ label: 'Discounts', to: LIST }]}
        current={existing.data ? `Edit discount ${existing.data.discount.name}` : 'New discount'}
      />
      <Card>
        <DiscountForm
          initialValues={existing.data ? formValuesOf(existing.data.discount) : undefined}
          types={offered?.length ? offered : undefined}
          onSubmit={save}
          onCancel={back}
          submitLabel={editing ? 'Save' : 'Create'}
        />
      </Card>
    </FormPage>
  );
}
