// Public surface of the saved feature: the save toggle every listing card uses.
export { SaveToggle } from './save-toggle';
