// Field labels shared by the sign-in, sign-up and profile forms.
export const forms = {
  email: 'Email',
  username: 'Username',
  password: 'Password',
  newPassword: 'New password',
  passwordHint: 'At least {{min}} characters',
  showPassword: 'Show password',
} as const;
