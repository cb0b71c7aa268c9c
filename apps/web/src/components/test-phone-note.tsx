/**
 * In test mode (payments go to the Daraja simulator), the note that says so and opens the
 * simulator's phone for the payer's number, where the prompt is answered. Every money screen
 * (a stay, a tenancy, a job) shows it the same way; `words` in the reader's language.
 */
export function TestPhoneNote({
  number,
  words,
}: {
  number: string | null;
  words: { testMode: string; testPhone: string };
}) {
  return (
    <p className="rounded-lg bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-950" role="note">
      {words.testMode}{' '}
      <a
        className="underline"
        href={`/daraja-sim/phone${number ? `?number=${encodeURIComponent(number.replace('+', ''))}` : ''}`}
        target="_blank"
        rel="noreferrer"
      >
        {words.testPhone}
      </a>
    </p>
  );
}
