/** The settings screens' texts (spec: password change; profile). */
export const settingsMessages = {
  firstNameRequired: 'Please enter your first name.',
  profileSaved: 'Your profile has been updated.',
  profileFailed: 'Failed to update your profile. Please try again.',
  newPasswordsDontMatch: 'New passwords do not match.',
  newPasswordTooShort: 'New password must be at least 8 characters long.',
  currentPasswordRequired: 'Please enter your current password.',
  passwordFailed: 'Failed to update password.',
  passwordUpdated: 'Password updated successfully!',
  deleteFailed: 'Failed to delete your account. Please try again.',
  deletePasswordRequired: 'Enter your password to delete your account.',
  accountDeleted: 'Your account has been deleted.',
} as const;
