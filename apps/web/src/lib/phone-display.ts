/**
 * A proven number as Kenyans write it ("0712 345 678"); a number from elsewhere stays in its
 * international form. Only an account's own number is shown whole; others are masked by the server.
 */
export function localNumber(e164: string): string {
  const kenyan = /^\+254(\d{3})(\d{3})(\d{3})$/.exec(e164);
  return kenyan ? `0${kenyan[1]} ${kenyan[2]} ${kenyan[3]}` : e164;
}
