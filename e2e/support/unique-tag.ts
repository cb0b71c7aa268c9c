let counter = 0;

/** A number in letters (base 26, a-z). */
function inLetters(n: number): string {
  let text = '';
  let rest = Math.floor(n);
  do {
    text = String.fromCharCode(97 + (rest % 26)) + text;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return text;
}

/**
 * A tag that makes a test's usernames, addresses and listing names its own: letters only,
 * since a username or a listing name with four digits in a row reads like a code to the scam
 * shield (the username is refused, the listing waits for a moderator: docs/scam-shield.md).
 */
export function uniqueTag(): string {
  counter += 1;
  return `${inLetters(Date.now())}${inLetters(Math.random() * 26 ** 4).padStart(4, 'a')}${inLetters(counter)}`;
}
