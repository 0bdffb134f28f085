import { MESSAGES, type DepositValues } from '@podoffice/domain';
import { DepositForm, type SiteOption } from '@podoffice/ui';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { useCreateBalanceMutation } from '../api';

export interface DepositPanelProps {
  /** The seller's own sites, the only ones a deposit can go to. */
  sites: SiteOption[];
  /** The site chosen when the form opens: the seller's current site. */
  initialSiteId?: string;
  /** Called once the deposit is recorded, and on Cancel. */
  onDone: () => void;
}

/**
 * The body of the Make a Deposit drawer: the deposit form sending createBalance. The balance
 * screen loads it only when a seller opens the drawer, because the form brings Formik and Yup.
 */
export function DepositPanel({ sites, initialSiteId, onDone }: DepositPanelProps) {
  const dispatch = useAppDispatch();
  const [createBalance] = useCreateBalanceMutation();

  const deposit = async (values: DepositValues) => {
    await createBalance({
      site_id: values.site_id,
      amount: values.amount,
      transaction_id: values.transaction_id ?? '',
      action_notes: values.action_notes || null,
      method: values.method,
      approved: false,
    }).unwrap();
    dispatch(notify({ type: 'success', message: MESSAGES.createDepositSuccess }));
    onDone();
  };

  return (
    <DepositForm sites={sites} initialSiteId={initialSiteId} onSubmit={deposit} onCancel={onDone} />
  );
}
