/** Texts of the users operations' own refusals (the spec names no message for them). */
export const USER_MESSAGES = {
  ownStatus: 'You cannot block or unblock your own account',
  ownDelete: 'You cannot delete your own account',
  userInUse: 'This user has sites or balance entries and cannot be deleted. Block the user instead',
  templateNotFound: 'Export template not found',
  avatarNotFound: 'File not found',
  avatarNotImage: 'The avatar must be an image',
  ownAdministratorRole: 'You cannot remove the Administrator role from your own account',
  sellersOnly: 'Only Administrators can list users of a role other than Seller',
} as const;

/** The refusal of one of another user's details (spec 1 §6: user details are Administrators'). */
export const detailsRefused = (field: string) =>
  `Only Administrators and the user themself can read a user's ${field}`;

/** The refusal of a partner fulfillment's API credentials to anyone but Administrators and its supplier. */
export const partnerCredentialsRefused = (field: string) =>
  `Only Administrators and the partner's supplier can read its ${field}`;
