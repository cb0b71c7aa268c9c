import type { Messages } from '../en';

export const forms: Messages['forms'] = {
  email: 'Barua pepe',
  username: 'Jina la mtumiaji',
  password: 'Nenosiri',
  newPassword: 'Nenosiri jipya',
  passwordHint: 'Angalau herufi {{min}}',
  showPassword: 'Onyesha nenosiri',
};
