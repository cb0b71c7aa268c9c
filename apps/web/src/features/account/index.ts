// What other features use of the account's screens: the sign-out that follows a deletion.
export { useSignedOutForGood } from './delete-account';
