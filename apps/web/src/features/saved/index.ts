// Public surface of the saved feature: the save toggle every listing card uses.
export { SaveToggle, RemoveSavedButton } from './save-toggle';
export { useSaveToggle, type SaveToggleListing } from './use-save-toggle';
