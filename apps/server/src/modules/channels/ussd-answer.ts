import { USSD_TEXT_MAX, type Language } from '@nyumba/domain';
import { memberByNumber, ussdPort, type ChannelDeps } from './ussd-port.ts';
import { ussdScreen, type UssdScreen } from './ussd-menu.ts';
import { ussdTexts } from './ussd-texts.ts';

/** Answers longer than this are no keypad's: the session ends with a screen that says so. */
const ANSWER_MAX = 60;

/**
 * One step of a USSD session, from the caller's number and every answer so far. The language
 * is the number's account's, else English, until the caller switches it on the first screen.
 */
export async function answerUssd(
  deps: ChannelDeps,
  phone: string,
  sessionId: string,
  answers: readonly string[],
): Promise<UssdScreen> {
  const member = await memberByNumber(deps.db, phone);
  const start: Language = member?.language === 'sw' ? 'sw' : 'en';
  if (answers.some((answer) => answer.length > ANSWER_MAX)) return { end: true, text: ussdTexts(start).tooLong };
  const screen = await ussdScreen((language) => ussdPort(deps, phone, member, language, sessionId), answers, start);
  return { end: screen.end, text: screen.text.slice(0, USSD_TEXT_MAX) };
}
