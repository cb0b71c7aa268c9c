/**
 * Said wherever M-Pesa is asked for money while payments run against the Daraja simulator:
 * nothing real is charged, and the simulator's phone (where the prompt is answered) opens
 * on the payer's number.
 */
export function MpesaTestNote({
  number,
  words,
  className = 'text-sm',
}: {
  /** The payer's number as stored (+2547…), when known. */
  number: string | null | undefined;
  words: { testMode: string; testPhone: string };
  className?: string;
}) {
  const query = number ? `?number=${encodeURIComponent(number.replace('+', ''))}` : '';
  return (
    <p className={`rounded-lg bg-amber-100 px-3 py-2 font-semibold text-amber-950 ${className}`} role="note">
      {words.testMode}{' '}
      <a className="underline" href={`/daraja-sim/phone${query}`} target="_blank" rel="noreferrer">
        {words.testPhone}
      </a>
    </p>
  );
}
