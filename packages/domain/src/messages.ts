/**
 * User-facing text of spec 1 §5 and §8, word for word (typos and stray spaces included: they
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
  // §8 catalogue
  registerError: 'Register error',
  registerSuccess:
    'A welcome message with further instructions has been sent to your email address.',
  forgotSuccess: 'Further instructions have been sent to your email address.',
  verifySuccess: 'Verify successfilly!',
  uploadFailed: 'Could not upload file',
  profileUpdated: 'Your profile updated',
  passwordUpdated: 'Your password updated',
  createDepositSuccess: 'Create Deposit success!',
  createDepositFailed: 'Create Deposit failed. Please contact Administrator for details!',
  approveSuccess: 'Approve success!',
  denySuccess: 'Deny success!',
  somethingWrong: 'Something wrong!',
  deleteSuccess: 'Delete success!',
  accessDenied: 'Access denied',
} as const;

/** Server error texts: what a caller reads in errors[0].message. */
export const SERVER_MESSAGES = {
  invalidCredentials: 'Email or password is incorrect',
  userBlocked: 'Your account has been blocked',
  userInactive: 'Your account is not activated yet. Please check your email',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again in a few minutes',
  emailTaken: 'Email already exists. The email must be unique',
  notSignedIn: 'You must sign in first',
  forbidden: 'You do not have permission to do this',
  invalidToken: 'The link is invalid or has expired',
  wrongCurrentPassword: 'Current password is incorrect',
  siteNotFound: 'Site not found',
  balanceNotFound: 'Balance entry not found',
  balanceFinal: 'This entry is already final and cannot change',
  userNotFound: 'User not found',
} as const;
