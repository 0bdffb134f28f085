/** Texts of the users operations' own refusals (the spec names no message for them). */
export const USER_MESSAGES = {
  ownStatus: 'You cannot block or unblock your own account',
  ownDelete: 'You cannot delete your own account',
  userInUse: 'This user has sites or balance entries and cannot be deleted. Block the user instead',
  templateNotFound: 'Export template not found',
  avatarNotFound: 'File not found',
  avatarNotImage: 'The avatar must be an image',
  ownAdministratorRole: 'You cannot remove the Administrator role from your own account',
} as const;
