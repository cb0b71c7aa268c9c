import { useState, type FormEvent } from 'react';
import { Confirmation } from '../../components/confirmation';
import { Link, useLocation } from 'react-router';
import {
  STAY_HORIZON_DAYS,
  STAY_TOO_LONG,
  STAY_TOO_MANY_GUESTS,
  STAY_TOO_SHORT,
  addDays,
  isRealDate,
  formatPrice,
  groupThousands,
  kenyaToday,
  nightsBetween,
  nightsOf,
  stayPrice,
  type Listing,
} from '@nyumba/domain';
import { CalendarDays } from 'lucide-react';
import { SubmitButton } from '../../components/account-fields';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { currentLanguage, useTexts } from '../../i18n/use-translation';
import { translateSentence } from '../../i18n';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';
import { paths } from '../../paths';
import { selectCurrentUser, signInPath, useSessionStore } from '../auth';
import { useRequestStay, useStayCalendar } from './stays-api';
import { stayTexts } from './stay-texts';
import { paymentTexts } from './payment-texts';
import { usePublicConfig } from '../../lib/public-config';
import { MonthGrid } from './month-grid';

/**
 * The dates and guests a bnb search asked for (carried on the card's link): where they still
 * can be asked, the form starts from them.
 */
function searchedStay(search: string, today: string) {
  const params = new URLSearchParams(search);
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  const guests = params.get('guests') ?? '';
  const datesFit =
    isRealDate(checkIn) &&
    isRealDate(checkOut) &&
    checkIn >= today &&
    checkOut > checkIn &&
    checkOut <= addDays(today, STAY_HORIZON_DAYS);
  return {
    checkIn: datesFit ? checkIn : '',
    checkOut: datesFit ? checkOut : '',
    guests: /^(?:[1-9]|[1-4]\d|50)$/.test(guests) ? guests : '2',
  };
}

/**
 * A bnb's "Ask for dates": check-in and check-out (the phone's own date picker), guests and
 * a message to the host. The price is worked out as the dates change, the host's rules are
 * said, and dates over a taken night are flagged before sending (the server decides).
 */
export default function StayRequestPanel({ listing }: { listing: Listing }) {
  const words = useTexts(stayTexts);
  const user = useSessionStore(selectCurrentUser);
  const location = useLocation();
  const calendar = useStayCalendar(listing._id);
  const request = useRequestStay();
  const today = kenyaToday();
  const [searched] = useState(() => searchedStay(location.search, today));
  const [checkIn, setCheckIn] = useState(searched.checkIn);
  const [checkOut, setCheckOut] = useState(searched.checkOut);
  const [guests, setGuests] = useState(searched.guests);
  const [message, setMessage] = useState(words.defaultMessage);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const rules = calendar.data?.calendar;
  // Payments on Nyumba (where they are on): the policy is read before asking.
  const payments = Boolean(usePublicConfig().data?.featurePrices);
  const money = useTexts(paymentTexts);
  const nights = checkIn && checkOut && checkOut > checkIn ? nightsBetween(checkIn, checkOut) : 0;
  const taken = new Set(rules?.taken ?? []);
  const clash = nights > 0 && nightsOf(checkIn, checkOut).some((night) => taken.has(night));
  const maxGuests = rules?.maxGuests ?? 10;
  // The host's rules checked as the dates are picked, as the server will check them; an answer
  // the server gave for dates since changed is not left standing beside new ones.
  const tooShort = rules && nights > 0 && nights < rules.minNights;
  const tooLong = rules && nights > rules.maxNights;
  // The server's own sentences for these rules, said before it is asked.
  const stayProblem = tooShort
    ? translateSentence('stay.too-short', STAY_TOO_SHORT)
    : tooLong
      ? translateSentence('stay.too-long', STAY_TOO_LONG)
      : undefined;
  const guestsProblem =
    rules?.maxGuests && Number(guests) > rules.maxGuests
      ? translateSentence('stay.too-many-guests', STAY_TOO_MANY_GUESTS)
      : undefined;
  const clearErrors = () => setErrors(NO_ERRORS);
  // The month grid: a first tap is the check-in, a later day the check-out; a tap before it starts again.
  const pick = (date: string) => {
    clearErrors();
    if (checkIn && !checkOut && date > checkIn) setCheckOut(date);
    else {
      setCheckIn(date);
      setCheckOut('');
    }
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors(NO_ERRORS);
    try {
      await request.mutateAsync({ listingId: listing._id, checkIn, checkOut, guests: Number(guests), message });
    } catch (error) {
      setErrors(formErrorsOf(error, words.failed));
    }
  }

  const sent = request.data?.stay;
  return (
    <section aria-labelledby="stay-title" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="stay-title" className="flex items-center gap-2 text-lg font-semibold">
        <CalendarDays aria-hidden="true" className="size-5 text-brand-700" />
        {words.title}
      </h2>
      {rules ? (
        <p className="text-sm text-stone-600">
          {words.rules(rules.minNights, rules.maxNights, rules.checkInTime, rules.checkOutTime)}
        </p>
      ) : null}
      {sent ? (
        <Confirmation className="space-y-2 rounded-xl bg-brand-50 p-3 text-brand-900">
          <p>{words.sent}</p>
          {sent.conversationId ? (
            <Link to={paths.conversation(sent.conversationId)} className="font-semibold underline">
              {words.openConversation}
            </Link>
          ) : null}
        </Confirmation>
      ) : !user ? (
        <Link to={signInPath(location.pathname)} className="btn-primary w-full">
          {words.signIn}
        </Link>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
          <p className="text-sm text-stone-600">{words.pickHint}</p>
          <MonthGrid
            start={checkIn || today}
            last={addDays(today, STAY_HORIZON_DAYS)}
            stateOf={(date) => (date < today ? 'past' : taken.has(date) ? 'taken' : 'free')}
            picked={(date) =>
              date === checkIn || date === checkOut
                ? 'edge'
                : checkIn && checkOut && date > checkIn && date < checkOut
                  ? 'inside'
                  : null
            }
            // A taken night can still be the morning a stay ends.
            pickable={(date, state) => state === 'free' || (Boolean(checkIn) && !checkOut && date > checkIn)}
            onPick={pick}
          />
          {/* One above the other: side by side, a phone's date fields cut the year off. */}
          <div className="grid gap-3">
            <TextField
              label={words.checkIn}
              name="checkIn"
              type="date"
              required
              min={today}
              max={addDays(today, STAY_HORIZON_DAYS - 1)}
              value={checkIn}
              onChange={(event) => {
                clearErrors();
                setCheckIn(event.target.value);
                if (event.target.value && (!checkOut || checkOut <= event.target.value))
                  setCheckOut(addDays(event.target.value, rules?.minNights ?? 1));
              }}
              error={errors.fields.checkIn}
            />
            <TextField
              label={words.checkOut}
              name="checkOut"
              type="date"
              required
              min={checkIn ? addDays(checkIn, 1) : addDays(today, 1)}
              max={addDays(today, STAY_HORIZON_DAYS)}
              value={checkOut}
              onChange={(event) => {
                clearErrors();
                setCheckOut(event.target.value);
              }}
              error={errors.fields.checkOut ?? stayProblem}
            />
          </div>
          <TextField
            label={words.guests}
            name="guests"
            type="number"
            inputMode="numeric"
            min={1}
            max={maxGuests}
            value={guests}
            onChange={(event) => {
              clearErrors();
              setGuests(event.target.value);
            }}
            error={errors.fields.guests ?? guestsProblem}
          />
          {nights > 0 ? (
            <p className="font-semibold text-stone-900" data-stay-total>
              {words.total(
                words.nights(nights),
                formatPrice(listing.price, listing.type, currentLanguage(), listing.priceUnit),
                `KSH ${groupThousands(stayPrice({ checkIn, checkOut, nightlyPrice: listing.price }))}`,
              )}
            </p>
          ) : null}
          {clash ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {words.takenInside}
            </p>
          ) : null}
          <TextAreaField
            label={words.message}
            name="message"
            maxLength={2000}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            error={errors.fields.message}
          />
          {payments && rules ? (
            <div className="space-y-1 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
              <p>{money.payOnNyumba}</p>
              <p className="font-semibold">{money.policyTitle(money.policyName[rules.policy])}</p>
              <p>{money.policy(rules.policy)}</p>
            </div>
          ) : (
            <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">{words.payWarning}</p>
          )}
          {errors.form ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errors.form}
            </p>
          ) : null}
          <SubmitButton busy={request.isPending} label={words.send} busyLabel={words.sending} />
        </form>
      )}
    </section>
  );
}
