import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CARD_DEPOSIT_RETURN as RETURN, LIMITS, MESSAGES } from '@podoffice/domain';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { useCreateBalanceMutation } from '../api';

/** Leaves the app for the card provider's approval page (a whole-page move, as PayPal expects). */
export function goToCardPayment(approveUrl: string): void {
  window.location.assign(approveUrl);
}

const RETURN_PARAMS = [RETURN.param, RETURN.order, RETURN.site, RETURN.amount, RETURN.payer];

/**
 * The payer's way back from the card provider (/balance?card_deposit=return&card_site=…&token=…):
 * records the deposit with createBalance (approved, the provider's order as its transaction id;
 * the server captures the payment and credits what the provider took), says 'Create Deposit
 * success!' or lets the failure's toast say why, and takes the card parameters out of the address
 * so a reload does not repeat it. A cancel says nothing was made. Each return is handled once.
 */
export function useCardDepositReturn(canDeposit: boolean): { capturing: boolean } {
  const [params, setParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const [createBalance] = useCreateBalanceMutation();
  const [capturing, setCapturing] = useState(false);
  const handled = useRef<string | null>(null);

  const kind = params.get(RETURN.param);
  const order = params.get(RETURN.order)?.trim() ?? '';
  const siteId = params.get(RETURN.site) ?? '';
  const amountText = params.get(RETURN.amount);

  useEffect(() => {
    if (!kind) return;
    const key = `${kind}:${order}`;
    if (handled.current === key) return;
    handled.current = key;
    const clean = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of RETURN_PARAMS) next.delete(name);
          return next;
        },
        { replace: true },
      );
    if (!canDeposit) return clean();
    if (kind === RETURN.cancel) {
      dispatch(notify({ type: 'warning', message: MESSAGES.cardDepositCancelled }));
      return clean();
    }
    if (kind !== RETURN.return || !order || !siteId) {
      dispatch(notify({ type: 'error', message: MESSAGES.createDepositFailed }));
      return clean();
    }
    // The server credits the captured amount, never this one; it is sent because the spec's
    // createBalance takes one, and must pass the same rules as any deposit's.
    const amount = Number(amountText);
    setCapturing(true);
    createBalance({
      transaction_id: order,
      site_id: siteId,
      amount: Number.isFinite(amount) && amount >= LIMITS.depositMin ? amount : LIMITS.depositMin,
      action_notes: null,
      approved: true,
      method: 'card_express',
    })
      .unwrap()
      .then(
        () => dispatch(notify({ type: 'success', message: MESSAGES.createDepositSuccess })),
        // The failure's toast (the server's 'Create Deposit failed...') comes from the base query.
        () => undefined,
      )
      .finally(() => {
        setCapturing(false);
        clean();
      });
  }, [kind, order, siteId, amountText, canDeposit, createBalance, dispatch, setParams]);

  return { capturing };
}
