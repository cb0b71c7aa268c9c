// Strings of sign-in, sign-up and Google sign-in, with its error texts.
export const auth = {
  signIn: {
    title: 'Sign In',
    subtitle: 'Welcome back to Nyumba.',
    submit: 'Sign In',
    busy: 'Signing in...',
    noAccount: "Don't have an account?",
    signUpLink: 'Sign up',
    forgot: 'Forgot password?',
  },
  forgot: {
    title: 'Forgot your password?',
    subtitle: 'Enter the e-mail address of your account and we will send you a link to set a new one.',
    submit: 'Send the link',
    busy: 'Sending...',
    back: 'Back to sign in',
  },
  reset: {
    title: 'Set a new password',
    subtitle: 'Choose a new password for your Nyumba account.',
    newPassword: 'New password',
    submit: 'Save the new password',
    busy: 'Saving...',
    noToken: 'This link is incomplete. Open the link from the e-mail again, or ask for a new one.',
    askAgain: 'Ask for a new link',
  },
  signUp: {
    title: 'Sign Up',
    subtitle: 'Create an account to list, save and write about homes.',
    submit: 'Sign up',
    busy: 'Signing up...',
    haveAccount: 'Already have an account?',
    signInLink: 'Sign in',
    checkTitle: 'Check your email',
    checkBody:
      'We sent a message to {{email}}. Follow the link in it to finish signing up. Nothing there? Look in spam, or send it again.',
    checkSignIn: 'Go to sign in',
  },
  verify: {
    title: 'Confirm your email',
    subtitle: 'Confirming the address of your Nyumba account.',
    checking: 'Confirming your email address...',
    confirmed: 'Your email address is confirmed. Welcome to Nyumba!',
    noToken: 'This link is incomplete. Open the link from the e-mail again, or ask for a new one.',
    emailForLink: 'Your email address, for a new link',
    resend: 'Send the link again',
    sending: 'Sending...',
    unconfirmedTitle: 'Confirm your email address to publish',
    unconfirmedBody:
      'We sent a link to {{email}}. Follow it to publish listings and posts; until then you can browse, save and prepare drafts.',
  },
  orContinueWith: 'or continue with',
  google: {
    continue: 'Continue with Google',
    notConfigured: 'Google sign-in is not configured',
    // Keyed by the reason in /sign-in?error=google_<reason>.
    errors: {
      not_configured: 'Google sign-in is not configured',
      unavailable: 'Google sign-in is unavailable right now. Please try again later.',
      invalid_token: 'Google sign-in failed. Please try again.',
      replayed: 'Google sign-in failed. Please try again.',
      cancelled: 'Google sign-in was cancelled.',
      expired: 'Google sign-in took too long. Please try again.',
      no_email: 'Your Google account did not share an email address.',
      unverified: 'Your Google email address is not verified, so it cannot be used to sign in.',
      linked_elsewhere: 'This email address is linked to a different Google account.',
      password_first:
        'An account with this email already exists. Sign in with your password first, then use Continue with Google to link it.',
      suspended: 'This account is suspended. Write to us if you think this is a mistake.',
    },
  },
  errors: { generic: 'Something went wrong' },
} as const;
