import { LIMITS } from './validation/limits';

/**
 * User-facing text of the forms and notices, word for word (typos and stray spaces included: they
 * are the product's text). Import these; never retype a message.
 */
export const MESSAGES = {
  // §5 validation
  emailRequired: 'Email is required',
  emailInvalid: 'Email is not valid',
  passwordRequired: 'Password is required',
  firstNameMax: 'First Name must maximum 50 characters.',
  lastNameMax: 'Last Name must maximum 50 characters.',
  firstNameRequired: 'Please input your first name!',
  lastNameRequired: 'Please input your last name!',
  pleaseInputEmail: 'Please input your email!',
  pleaseInputPassword: 'Please input your password!',
  pleaseConfirmPassword: 'Please confirm your password!',
  passwordsInconsistent: 'Two passwords that you enter is inconsistent!',
  passwordMax: 'Password must maximum 50 characters.',
  pleaseInputPhone: 'Please input phone',
  phoneMax: 'Phone must maximum 11 characters.',
  currentPasswordRequired: 'Please input your current password!',
  depositSiteRequired: 'Please input site!',
  depositAmountRequired: 'Please input amount!',
  depositAmountMin: 'Amount must be at least 1',
  depositTransactionRequired: 'Please input transaction ID!',
  depositTransactionMax: 'Transaction ID must maximum 100 characters.',
  depositNotesMax: 'Notes must maximum 500 characters.',
  profileFieldRequired: 'This field is required',
  chooseUserRoles: 'Please choose user roles',
  partnerFulfillmentIncomplete: 'Please fill out the form partner fulfillment',
  siteTitleRequired: 'Title is required',
  sitePlatformRequired: 'Platform is required',
  siteUrlInvalid: 'Invalid Url. Url must start with https',
  levelNameRequired: 'Please enter name of level!',
  mailSubjectRequired: 'Please enter subject',
  mailMessageRequired: 'Please enter message',
  formInvalid: 'Form is invalid',
  attributeNameRequired: 'Please input name',
  termSkuRequired: 'Please input sku',
  termAttributeRequired: 'Please select attribute',
  sizeSkuMax: 'With size attribute, the maximum length of sku is 10 characters!',
  otherSkuMax: 'With other attribute, the maximum length of sku is 5 characters!',
  selectAttribute: 'Please select a Attribute!',
  policyTypeRequired: 'Please select your type!',
  discountNameRequired: 'Please input Name',
  discountRequired: 'Please input Discount',
  discountTimeRequired: 'Please input Time',
  discountRangeRequired: 'Please select Time!',
  trackingTimeRequired: 'Please input your limitTime!',
  trackingApiKeyRequired: 'Please input your apiKey!',
  exportEmailsRequired: "you have not entered the receiver's email address",
  // §8 catalogue
  registerError: 'Register error',
  registerSuccess:
    'A welcome message with further instructions has been sent to your email address.',
  forgotSuccess: 'Further instructions have been sent to your email address.',
  verifySuccess: 'Verify successfilly!',
  uploadFailed: 'Could not upload file',
  profileUpdated: 'Your profile updated',
  passwordUpdated: 'Your password updated',
  userCreated: 'User successfully created',
  userUpdated: 'User has been updated',
  userBlocked: 'User blocked',
  userUnblocked: 'User unblocked',
  createSiteSuccess: 'Create site successful',
  siteUpdated: ' Site has been updated',
  webhooksUpdated: 'Webhooks updated',
  siteDisabled: 'Site has been disabled',
  siteSettingsUpdated: 'Site settings has been updated',
  settingsSaved: 'Your settings saved',
  success: 'Success',
  fetchVariantsConfirm: 'Are you sure to fetch product variant for this site?',
  createDepositSuccess: 'Create Deposit success!',
  createDepositFailed: 'Create Deposit failed. Please contact Administrator for details!',
  /** The payer came back from the card provider's page without paying. */
  cardDepositCancelled: 'The card payment was cancelled. No deposit was made.',
  /** Shown while the browser is on its way to the card provider's page. */
  cardDepositRedirecting: 'Taking you to the card payment page…',
  /** Shown while the server captures the payment after the payer comes back. */
  cardDepositCapturing: 'Confirming your card payment…',
  approveSuccess: 'Approve success!',
  denySuccess: 'Deny success!',
  somethingWrong: 'Something wrong!',
  deleteSuccess: 'Delete success!',
  deleteAttributeSuccess: 'Delete attribute is successful!',
  createAttributeSuccess: 'Create Attribute is successful!',
  updateDiscountSuccess: 'Update Discount is successful!',
  deletePolicySuccess: 'Delete Guideline & Policy success',
  noAttributeSelected: 'You have not selected attribute to delete!',
  newsLoadError: 'ERROR',
  trackingSettingSaved: ' setting tracking successfully ',
  accessDenied: 'Access denied',
} as const;

/** Server error texts: what a caller reads in errors[0].message. */
export const SERVER_MESSAGES = {
  invalidCredentials: 'Email or password is incorrect',
  userBlocked: 'Your account has been blocked',
  userInactive: 'Your account is not activated yet. Please check your email',
  emailTaken: 'Email already exists. The email must be unique',
  notSignedIn: 'You must sign in first',
  forbidden: 'You do not have permission to do this',
  invalidToken: 'The link is invalid or has expired',
  wrongCurrentPassword: 'Current password is incorrect',
  siteNotFound: 'Site not found',
  balanceNotFound: 'Balance entry not found',
  balanceFinal: 'This entry is already final and cannot change',
  userNotFound: 'User not found',
  passwordChecksBusy: 'The server is busy. Please try again in a moment',
  depositTransactionTaken: 'This transaction ID has already been used for a deposit',
  cardDepositThroughProvider:
    'A card express deposit is paid on the card payment page: choose Pay by card',
  cardPaymentsUnavailable:
    'Card payments are not available right now. Please contact Administrator for details!',
  cardCheckoutsTooMany: 'Too many card payments were started. Please try again in an hour',
  nulCharacter: 'Text may not contain the NUL character (\\u0000)',
  /** A lone surrogate (half of a UTF-16 pair) can be neither stored as UTF-8 nor shown. */
  illFormedText: 'Text must be well-formed Unicode: it holds half of a character pair',
  /** An error that is not a refusal: the reference finds its line in the server's log. */
  unexpectedError: (reference: string) =>
    `Unexpected error. If it happens again, give support this reference: ${reference}`,
  textTooLong: `A text may have at most ${LIMITS.textMax.toLocaleString('en-US')} characters`,
} as const;

/** How long to wait, in words: '40 seconds', '1 minute', '15 minutes'. */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Refusals that say when to come back (HTTP 429 with Retry-After). */
export const RETRY_MESSAGES = {
  signInLocked: (wait: string) => `Too many failed sign-in attempts. Please try again in ${wait}`,
  tooManyRequests: (wait: string) =>
    `Too many requests from your address. Please try again in ${wait}`,
} as const;
