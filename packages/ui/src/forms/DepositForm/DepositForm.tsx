import {
  DEPOSIT_METHOD_LABELS,
  DEPOSIT_METHODS,
  LIMITS,
  depositCreditCents,
  depositFeeCents,
  depositSchema,
  formatMoney,
  fromCents,
  isCardDeposit,
  MESSAGES,
  toCents,
  type DepositMethod,
  type DepositValues,
} from '@podoffice/domain';
import { useFormik } from 'formik';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { FormField } from '../../components/FormField';
import { NumberInput } from '../../components/NumberInput';
import { Select } from '../../components/Select';
import { TextInput } from '../../components/TextInput';
import type { SiteOption } from '../../layout/SiteSelector';
import { Actions, CardNote, FeePreview, StyledForm } from './DepositForm.styles';

/** What the form holds while it is edited; the amount is undefined while its field is empty. */
export interface DepositFormValues {
  site_id: string;
  amount: number | undefined;
  method: DepositMethod;
  transaction_id: string;
  action_notes: string;
}

export interface DepositFormProps {
  /** The seller's own sites, the only ones a deposit can go to. */
  sites: SiteOption[];
  /** Site chosen when the form opens, usually the current site. */
  initialSiteId?: string;
  /** Other starting values, e.g. to prefill a repeated deposit. */
  initialValues?: Partial<DepositFormValues>;
  /** Methods offered, in order; all of DEPOSIT_METHODS when omitted. */
  methods?: readonly DepositMethod[];
  /** Sends the validated deposit; while its promise is pending the submit button shows it is busy, and a rejection keeps the values for another try. */
  onSubmit: (values: DepositValues) => Promise<unknown>;
  /** Shows a Cancel button that calls this, e.g. to close the drawer. */
  onCancel?: () => void;
  /** Text of the submit button. */
  submitLabel?: string;
  /** Text of the submit button when the card express method is chosen: it leads to the card provider. */
  cardSubmitLabel?: string;
  /**
   * The card payment page is on its way (the checkout was created and the browser is leaving):
   * the form says so and takes no more input.
   */
  redirecting?: boolean;
}

/** The suggested format of a deposit's notes. */
export const NOTES_FORMAT = 'store name_date dd/mm/yyyy_amount';

function FeeLine({ amount, method }: { amount: number | undefined; method: DepositMethod }) {
  if (amount === undefined || !Number.isFinite(amount) || amount < LIMITS.depositMin) {
    return <>Enter an amount of at least {formatMoney(LIMITS.depositMin)} to see the fee.</>;
  }
  const cents = toCents(amount);
  return (
    <>
      Fee: <strong>{formatMoney(fromCents(depositFeeCents(cents, method)))}</strong> · Your balance
      will be credited <strong>{formatMoney(fromCents(depositCreditCents(cents, method)))}</strong>
    </>
  );
}

/**
 * Make a Deposit: site, amount, method, transaction ID and notes, validated with
 * the domain's depositSchema, with the fee and the credited amount computed as the server does.
 * With the card express method there is no transaction ID to type: the seller pays on the card
 * provider's page, whose order becomes the deposit's id, and the button says so.
 */
export function DepositForm({
  sites,
  initialSiteId,
  initialValues,
  methods = DEPOSIT_METHODS,
  onSubmit,
  onCancel,
  submitLabel = 'Submit',
  cardSubmitLabel = 'Pay by card',
  redirecting = false,
}: DepositFormProps) {
  const formik = useFormik<DepositFormValues>({
    initialValues: {
      site_id: initialSiteId ?? '',
      amount: LIMITS.depositDefault,
      method: methods[0] ?? 'manual',
      transaction_id: '',
      action_notes: '',
      ...initialValues,
    },
    validationSchema: depositSchema,
    onSubmit: async (values, { resetForm }) => {
      try {
        await onSubmit(depositSchema.cast(values));
        // A card payment leaves for the provider's page: its values stay on show meanwhile.
        if (!isCardDeposit(values.method)) resetForm();
      } catch {
        // The caller reports the failure (a toast with the server's message); the form keeps the values.
      }
    },
  });

  const { values, errors, touched, submitCount, isSubmitting, setFieldValue, setFieldTouched } =
    formik;
  const card = isCardDeposit(values.method);
  const busy = isSubmitting || redirecting;
  // After a submit every message shows, including the amount's: Formik drops an emptied
  // (undefined) value from `values`, so it would never mark that field touched.
  const errorOf = (field: keyof DepositFormValues) =>
    touched[field] || submitCount > 0 ? errors[field] : undefined;

  return (
    <StyledForm
      noValidate
      onSubmit={formik.handleSubmit}
      onReset={formik.handleReset}
      aria-label="Make a Deposit"
    >
      <FormField name="site_id" label="Site" required error={errorOf('site_id')}>
        <Select
          placeholder="Select a site"
          options={sites.map((site) => ({ value: site.id, label: site.title }))}
          value={values.site_id || null}
          onChange={(id) => void setFieldValue('site_id', id ?? '')}
          onBlur={() => void setFieldTouched('site_id')}
        />
      </FormField>
      <FormField name="amount" label="Amount" required error={errorOf('amount')}>
        <NumberInput
          prefix="$"
          min={LIMITS.depositMin}
          step={LIMITS.depositStep}
          value={values.amount}
          onChange={(amount) => void setFieldValue('amount', amount)}
          onBlur={() => void setFieldTouched('amount')}
        />
      </FormField>
      <FormField name="method" label="Method" required error={errorOf('method')}>
        <Select<DepositMethod>
          options={methods.map((method) => ({
            value: method,
            label: DEPOSIT_METHOD_LABELS[method],
          }))}
          value={values.method}
          onChange={(method) => void setFieldValue('method', method ?? methods[0])}
          onBlur={() => void setFieldTouched('method')}
        />
      </FormField>
      <FeePreview aria-live="polite">
        <FeeLine amount={values.amount} method={values.method} />
      </FeePreview>
      {card ? (
        <CardNote>
          You pay on the card provider&apos;s page. When the payment goes through, the deposit is
          approved at once with the fee above taken.
        </CardNote>
      ) : (
        <FormField
          name="transaction_id"
          label="Transaction ID"
          required
          error={errorOf('transaction_id')}
        >
          <TextInput
            value={values.transaction_id}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            autoComplete="off"
          />
        </FormField>
      )}
      <FormField
        name="action_notes"
        label="Notes"
        help={`Suggested format: ${NOTES_FORMAT}`}
        error={errorOf('action_notes')}
      >
        <TextInput
          value={values.action_notes}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          placeholder={NOTES_FORMAT}
        />
      </FormField>
      {redirecting && <Alert variant="info">{MESSAGES.cardDepositRedirecting}</Alert>}
      <Actions>
        {onCancel && (
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="primary" loading={busy}>
          {card ? cardSubmitLabel : submitLabel}
        </Button>
      </Actions>
    </StyledForm>
  );
}
