// Strings of the profile, settings and contact screens.
export const account = {
  profile: {
    title: 'Profile',
    userId: 'User ID:',
    passwordHint: 'Leave blank to keep your current password. At least {{min}} characters.',
    update: 'Update Profile',
    updating: 'Updating...',
    updated: 'Profile updated successfully!',
    updateFailed: 'Update failed',
    authFailed: 'Authentication failed. Please login again.',
    signOut: 'Sign Out',
    delete: 'Delete Account',
    deleteConfirm: 'Are you sure you want to delete your account? This action cannot be undone.',
    deleteConfirmAction: 'Delete',
    deleting: 'Deleting...',
    cancel: 'Cancel',
    deleteFailed: 'Failed to delete account',
    currentPassword: 'Current password',
    currentPasswordHint: 'Needed to change your email or password, so nobody else using this phone can.',
    googleProof:
      'Your account signs in with Google: sign in with Google again, then do this within 10 minutes.',
    emailChangeSent:
      'We sent a link to your new address. Your email changes when you follow it; until then it stays as it is.',
  },
  settings: {
    title: 'Settings',
    menuLabel: 'Account',
    myListings: 'My Listings',
    myPosts: 'My Blog Posts',
    profileSettings: 'Profile Settings',
    contactUs: 'Contact Us',
  },
  contact: {
    phone: 'Phone',
    email: 'Email',
    copy: 'Copy',
    copied: 'Copied!',
    copyLabel: 'Copy {{what}}',
    copyFailed: 'Could not copy. Please copy it by hand.',
  },
} as const;
