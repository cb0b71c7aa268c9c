import {
  matchArea,
  parseBudget,
  TRADES,
  tradeLabel,
  understandSearch,
  USSD_RESULTS,
  USSD_TEXT_MAX,
  type Bedrooms,
  type Language,
  type Neighbourhood,
  type Trade,
} from '@nyumba/domain';
import type { UssdHome, UssdPort, UssdProvider, UssdViewing } from './ussd-port.ts';
import { ussdTexts, type UssdTexts } from './ussd-texts.ts';

/** One answer to Africa's Talking: `CON` keeps the session open for an answer, `END` closes it. */
export interface UssdScreen {
  end: boolean;
  text: string;
}

type HomeType = 'rentals' | 'for-sale' | 'bnbs';
const HOME_TYPES: readonly HomeType[] = ['rentals', 'for-sale', 'bnbs'];
const BEDS: readonly (Bedrooms | null)[] = [
  'bedsitter',
  'single-room',
  '1-bedroom',
  '2-bedroom',
  '3-bedroom',
  'more-than-3-bedrooms',
  null,
];
/** The trades a feature-phone caller asks for most, numbered; any other is typed. */
const USSD_TRADES: readonly Trade[] = ['plumber', 'electrician', 'mason', 'painter', 'carpenter', 'welder'];
/** Words echoed back on a screen ("No area called …"): enough to recognise, never the whole screen. */
const ECHO_MAX = 20;

type Step =
  | { at: 'main' }
  | { at: 'home-type' }
  | { at: 'area'; for: AreaFor; unknown?: string; choices?: Neighbourhood[] }
  | { at: 'beds'; type: HomeType; area: string }
  | { at: 'budget'; type: HomeType; area: string; beds: Bedrooms | null }
  | { at: 'homes'; homes: UssdHome[] }
  | { at: 'trade'; typed?: boolean; unknown?: boolean }
  | { at: 'providers'; providers: UssdProvider[] }
  | { at: 'viewings'; viewings: UssdViewing[] | 'no-account' }
  | { at: 'viewing'; viewing: UssdViewing }
  | { at: 'done'; screen: UssdScreen };
type AreaFor = { home: HomeType } | { trade: Trade };

const end = (text: string): Step => ({ at: 'done', screen: { end: true, text } });

/**
 * A screen of a title, numbered choices and a last line, within 182 characters: choices that
 * do not fit are left off (the caller is offered what the screen shows, no more).
 */
function fitChoices(head: string, choices: readonly string[], foot = ''): { text: string; shown: number } {
  let shown = choices.length;
  const compose = (n: number) =>
    [head, ...choices.slice(0, n).map((choice, i) => `${i + 1} ${choice}`), foot].filter(Boolean).join('\n');
  while (shown > 1 && compose(shown).length > USSD_TEXT_MAX) shown--;
  return { text: compose(shown).slice(0, USSD_TEXT_MAX), shown };
}

/** The numbered choice an answer picks, 1-based, or null. */
const pick = (answer: string, count: number): number | null => {
  if (!/^\d{1,2}$/.test(answer)) return null;
  const n = Number(answer);
  return n >= 1 && n <= count ? n : null;
};

const echo = (typed: string) => (typed.length > ECHO_MAX ? `${typed.slice(0, ECHO_MAX - 3)}...` : typed);

/**
 * The screen for a session's answers so far. Africa's Talking sends every answer of the
 * session at each step, so the session's state is replayed from them and nothing is kept
 * between requests: any server answers any step, and nothing outlives the session. Only the
 * last answer acts (sends an SMS, cancels a viewing); earlier ones only lead the way. The
 * port reads and acts in the language the caller has chosen by then.
 */
export async function ussdScreen(
  portIn: (language: Language) => UssdPort,
  answers: readonly string[],
  start: Language,
): Promise<UssdScreen> {
  let language = start;
  let step: Step = { at: 'main' };
  let wrong = false;
  for (const [index, answer] of answers.entries()) {
    const last = index === answers.length - 1;
    const next = await advance(portIn(language), step, answer, language, last);
    if (next === 'language') {
      language = language === 'sw' ? 'en' : 'sw';
      step = { at: 'main' };
      wrong = false;
    } else if (next === null) {
      wrong = true;
    } else {
      step = next;
      wrong = false;
    }
    if (step.at === 'done') break;
  }
  return draw(step, ussdTexts(language), language, wrong);
}

async function advance(
  port: UssdPort,
  step: Step,
  answer: string,
  language: Language,
  last: boolean,
): Promise<Step | 'language' | null> {
  const texts = ussdTexts(language);
  switch (step.at) {
    case 'main': {
      const choice = pick(answer, 5);
      if (choice === 1) return { at: 'home-type' };
      if (choice === 2) return { at: 'viewings', viewings: await port.viewings() };
      if (choice === 3) return end(await paymentsScreen(port, texts));
      if (choice === 4) return { at: 'trade' };
      if (choice === 5) return 'language';
      return null;
    }
    case 'home-type': {
      const choice = pick(answer, HOME_TYPES.length);
      return choice ? { at: 'area', for: { home: HOME_TYPES[choice - 1]! } } : null;
    }
    case 'area': {
      const chosen = step.choices?.length ? pick(answer, step.choices.length + 1) : null;
      if (chosen !== null && chosen <= step.choices!.length)
        return areaChosen(port, step.for, step.choices![chosen - 1]!);
      // The last choice is "Type again"; a number anywhere else is not an area either.
      if (chosen !== null || /^\d+$/.test(answer)) return { at: 'area', for: step.for };
      const match = matchArea(answer);
      if ('area' in match) return areaChosen(port, step.for, match.area);
      return match.choices.length
        ? { at: 'area', for: step.for, choices: match.choices }
        : { at: 'area', for: step.for, unknown: answer };
    }
    case 'beds': {
      const choice = pick(answer, BEDS.length);
      return choice ? { at: 'budget', type: step.type, area: step.area, beds: BEDS[choice - 1]! } : null;
    }
    case 'budget': {
      const budget = parseBudget(answer);
      if (budget === null) return null;
      const homes = await port.homes({ type: step.type, area: step.area, bedrooms: step.beds, maxPrice: budget });
      return homes.length ? { at: 'homes', homes } : end(texts.noHomes);
    }
    case 'homes': {
      const choice = pick(answer, shownHomes(step.homes, texts));
      if (!choice || !last) return null;
      return end((await port.sendDetails([step.homes[choice - 1]!])) ? texts.sent : texts.smsBusy);
    }
    case 'trade': {
      if (!step.typed) {
        const choice = pick(answer, USSD_TRADES.length + 1);
        if (choice === null) return null;
        if (choice > USSD_TRADES.length) return { at: 'trade', typed: true };
        return { at: 'area', for: { trade: USSD_TRADES[choice - 1]! } };
      }
      const trade = understandSearch(answer.toLowerCase()).trade ?? tradeNamed(answer);
      return trade ? { at: 'area', for: { trade } } : { at: 'trade', typed: true, unknown: true };
    }
    case 'providers': {
      const choice = pick(answer, shownProviders(step.providers, texts, language));
      if (!choice || !last) return null;
      return end((await port.sendDetails([step.providers[choice - 1]!])) ? texts.sent : texts.smsBusy);
    }
    case 'viewings': {
      if (step.viewings === 'no-account') return null;
      if (answer === '0') return { at: 'main' };
      const choice = pick(answer, shownViewings(step.viewings, texts));
      return choice ? { at: 'viewing', viewing: step.viewings[choice - 1]! } : null;
    }
    case 'viewing': {
      if (answer === '0') return { at: 'viewings', viewings: await port.viewings() };
      const canConfirm = step.viewing.canConfirm;
      const act = answer === '2' ? 'cancel' : answer === '1' && canConfirm ? 'confirm' : null;
      if (!act || !last) return null;
      const done = await port.answerViewing(step.viewing.id, act);
      return end(!done ? texts.viewingGone : act === 'confirm' ? texts.viewingConfirmed : texts.viewingCancelled);
    }
    case 'done':
      return step;
  }
}

/** A trade's own name in either language ("Seremala", "tiler"), for the trades the search box has no phrase for. */
function tradeNamed(typed: string): Trade | undefined {
  const words = typed.trim().toLowerCase().replace(/s$/, '');
  return (Object.keys(TRADES) as Trade[]).find(
    (trade) => tradeLabel(trade, 'en').toLowerCase() === words || tradeLabel(trade, 'sw').toLowerCase() === words,
  );
}

async function areaChosen(port: UssdPort, of: AreaFor, area: Neighbourhood): Promise<Step> {
  if ('home' in of) return { at: 'beds', type: of.home, area: area.name };
  return { at: 'providers', providers: await port.providers(of.trade, area.name) };
}

const homeLines = (homes: UssdHome[], texts: UssdTexts) =>
  homes
    .slice(0, USSD_RESULTS)
    .map((home) => texts.home(home.price, home.bedrooms ? texts.beds[home.bedrooms] : null, home.area));
const shownHomes = (homes: UssdHome[], texts: UssdTexts) =>
  fitChoices(texts.chooseForSms, homeLines(homes, texts)).shown;
const providerLines = (providers: UssdProvider[], texts: UssdTexts, language: Language) =>
  providers
    .slice(0, USSD_RESULTS)
    .map((p) => texts.provider(tradeLabel(p.trade, language), p.area, p.rating ? `${p.rating.toFixed(1)}/5` : null));
const shownProviders = (providers: UssdProvider[], texts: UssdTexts, language: Language) =>
  fitChoices(texts.chooseForSms, providerLines(providers, texts, language)).shown;
const viewingLines = (viewings: UssdViewing[], texts: UssdTexts) =>
  viewings.slice(0, USSD_RESULTS).map((v) => texts.viewing(v.day, v.place, v.status));
const shownViewings = (viewings: UssdViewing[], texts: UssdTexts) =>
  fitChoices('', viewingLines(viewings, texts)).shown;

async function paymentsScreen(port: UssdPort, texts: UssdTexts): Promise<string> {
  const payments = await port.payments();
  if (payments === 'no-account') return texts.noAccount;
  if (payments.length === 0) return texts.noPayments;
  const lines = payments
    .slice(0, USSD_RESULTS)
    .map((p) => texts.payment(p.amount, `${texts.paymentKinds[p.kind]} ${texts.paymentStates[p.status]}`, p.day));
  while (lines.length > 1 && lines.join('\n').length > USSD_TEXT_MAX) lines.pop();
  return lines.join('\n').slice(0, USSD_TEXT_MAX);
}

function draw(step: Step, texts: UssdTexts, language: Language, wrong: boolean): UssdScreen {
  const con = (text: string): UssdScreen => ({
    end: false,
    text: (wrong ? `${texts.chooseNumber}\n${text}` : text).slice(0, USSD_TEXT_MAX),
  });
  switch (step.at) {
    case 'done':
      return step.screen;
    case 'main':
      return con(texts.main);
    case 'home-type':
      return con(texts.homeType);
    case 'area': {
      if (step.choices?.length)
        return con(fitChoices(texts.didYouMean, [...step.choices.map((c) => c.name), texts.typeAgain]).text);
      return con(step.unknown ? texts.areaUnknown(echo(step.unknown)) : texts.areaAsk);
    }
    case 'beds':
      return con(
        fitChoices(
          texts.bedsAsk,
          BEDS.map((beds) => (beds ? texts.beds[beds] : texts.bedsAny)),
        ).text,
      );
    case 'budget':
      return wrong ? { end: false, text: `${texts.budgetBad}\n${texts.budgetAsk}` } : con(texts.budgetAsk);
    case 'homes':
      return con(fitChoices(texts.chooseForSms, homeLines(step.homes, texts)).text);
    case 'trade': {
      if (step.typed) return { end: false, text: step.unknown ? texts.tradeUnknown : texts.tradeTyped };
      const names = [...USSD_TRADES.map((trade) => tradeLabel(trade, language)), texts.tradeOther];
      return con(fitChoices(texts.tradeAsk, names).text);
    }
    case 'providers':
      if (step.providers.length === 0) return { end: true, text: texts.noProviders };
      return con(fitChoices(texts.chooseForSms, providerLines(step.providers, texts, language)).text);
    case 'viewings':
      if (step.viewings === 'no-account') return { end: true, text: texts.noAccount };
      if (step.viewings.length === 0) return { end: true, text: texts.noViewings };
      return con(fitChoices('', viewingLines(step.viewings, texts), texts.back).text);
    case 'viewing': {
      const line = texts.viewing(step.viewing.day, step.viewing.place, step.viewing.status);
      return con(texts.viewingWhat(line, step.viewing.canConfirm));
    }
  }
}
