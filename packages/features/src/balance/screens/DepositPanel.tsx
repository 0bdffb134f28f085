import { useState } from 'react';
import { MESSAGES, isCardDeposit, type DepositValues } from '@podoffice/domain';
import { DepositForm, type SiteOption } from '@podoffice/ui';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { useCreateBalanceMutation, useCreateCardCheckoutMutation } from '../api';
import { goToCardPayment } from './cardPayment';

export interface DepositPanelProps {
  /** The seller's own sites, the only ones a deposit can go to. */
  sites: SiteOption[];
  /** The site chosen when the form opens: the seller's current site. */
  initialSiteId?: string;
  /** Called once the deposit is recorded, and on Cancel. */
  onDone: () => void;
  /**
   * Sends the browser to the card provider's approval page (the whole page leaves the app);
   * stories and tests pass their own to stay put.
   */
  onCardPayment?: (approveUrl: string) => void;
}

/**
 * The body of the Make a Deposit drawer: the deposit form sending createBalance, or for the card
 * express method creating the provider's checkout and sending the browser to pay it (the balance
 * screen records the deposit when the payer comes back). The balance screen loads it only when a
 * seller opens the drawer, because the form brings Formik and Yup.
 */
export function DepositPanel({
  sites,
  initialSiteId,
  onDone,
  onCardPayment = goToCardPayment,
}: DepositPanelProps) {
  const dispatch = useAppDispatch();
  const [createBalance] = useCreateBalanceMutation();
  const [createCardCheckout] = useCreateCardCheckoutMutation();
  const [redirecting, setRedirecting] = useState(false);

  const deposit = async (values: DepositValues) => {
    if (isCardDeposit(values.method)) {
      const { createCardCheckout: checkout } = await createCardCheckout({
        site_id: values.site_id,
        amount: values.amount,
        action_notes: values.action_notes || null,
      }).unwrap();
      setRedirecting(true);
      onCardPayment(checkout.approve_url);
      return;
    }
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
    <DepositForm
      sites={sites}
      initialSiteId={initialSiteId}
      onSubmit={deposit}
      onCancel={onDone}
      redirecting={redirecting}
    />
  );
}
