import * as yup from 'yup';
import { DEPOSIT_METHODS, isCardDeposit, type DepositMethod } from '../fees';
import { MESSAGES as M } from '../messages';
import { LIMITS } from './limits';

/** The deposit form, checked by the Make a Deposit drawer and by createBalance. */
export const depositSchema = yup.object({
  site_id: yup.string().required(M.depositSiteRequired).typeError(M.depositSiteRequired),
  amount: yup
    .number()
    .typeError(M.depositAmountRequired)
    .required(M.depositAmountRequired)
    .min(LIMITS.depositMin, M.depositAmountMin)
    .max(LIMITS.depositMax, `Amount must be at most ${LIMITS.depositMax}`),
  // A card deposit's id is the provider's order id, which the server learns from the provider:
  // the seller types one only for the manual methods.
  transaction_id: yup
    .string()
    .trim()
    .max(LIMITS.transactionIdMax, M.depositTransactionMax)
    .when('method', {
      is: (method: unknown) => isCardDeposit(method as DepositMethod),
      then: (s) => s.default(''),
      otherwise: (s) => s.required(M.depositTransactionRequired),
    }),
  action_notes: yup.string().max(LIMITS.actionNotesMax, M.depositNotesMax).default(''),
  method: yup
    .mixed<DepositMethod>()
    .oneOf([...DEPOSIT_METHODS], 'Please choose a deposit method')
    .default('manual'),
});
export type DepositValues = yup.InferType<typeof depositSchema>;
