let counter = 0;

// Letters no username skeleton maps to another (i/l, m/rn, w/vv, d/cl): two tags never look alike.
const LETTERS = 'abefghjkopqstuxyz';

/** A number in letters (base 17). */
function inLetters(n: number): string {
  let text = '';
  let rest = Math.floor(n);
  do {
    text = LETTERS[rest % LETTERS.length]! + text;
    rest = Math.floor(rest / LETTERS.length);
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
  return `${inLetters(Date.now()).padStart(12, 'a')}${inLetters(Math.random() * 17 ** 4).padStart(4, 'a')}${inLetters(counter)}`;
}
