import type { QueueItem } from '@nyumba/domain';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/button-styles';

import { useTranslation, useTexts } from '../../i18n/use-translation';
import { formErrorsOf, NO_ERRORS } from '../../lib/form-errors';
import { formatDateTime } from '../../lib/kenyan-dates';
import { paths } from '../../paths';
import { PhotoPairs, SameContact, SideFacts } from './claim-evidence';
import { useRuleCopy } from './moderation-api';
import { shieldTexts } from './shield-texts';

/**
 * A listing held as a copy, beside each earlier listing it matched, with both dates and its
 * lister's claim: the moderator compares them and rules which is the original (`reason` is
 * the one typed in the card, kept with the ruling).
 */
export function CopiesCompared({ item, reason }: { item: QueueItem; reason: string }) {
  useTranslation();
  const words = useTexts(shieldTexts);
  const rule = useRuleCopy(item.id);
  if (item.copies.length === 0) return null;
  const errors = rule.error ? formErrorsOf(rule.error, words.ruleFailed) : NO_ERRORS;
  return (
    <section aria-label={words.copiesTitle} className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm">
      <h3 className="font-semibold text-amber-950">{words.copiesTitle}</h3>
      <ul className="mt-2 space-y-3">
        {item.copies.map((copy) => (
          <li key={`${copy.kind}:${copy.listing.id}`}>
            <p className="font-medium text-amber-950">
              {copy.kind === 'photo' ? words.photo(copy.score) : words.text(copy.score)}
            </p>
            {/* Stacked on a phone, side by side from 640 px: each listing with its dates and numbers. */}
            <div className="mt-1 grid gap-2 sm:grid-cols-2">
              <Side
                image={item.image}
                title={item.title}
                caption={words.thisOne(formatDateTime(new Date(item.createdAt)))}
                href={paths.listing(item.id)}
                side={item.side}
              />
              <Side
                image={copy.listing.image}
                title={copy.listing.title}
                caption={words.theirs(copy.listing.ownerName, formatDateTime(new Date(copy.listing.createdAt)))}
                href={paths.listing(copy.listing.id)}
                side={copy.listing.side}
              />
            </div>
            <SameContact same={copy.sameContact} />
            <PhotoPairs pairs={copy.photos} otherName={copy.listing.ownerName} />
          </li>
        ))}
      </ul>
      {item.claim ? (
        <div className="mt-3 rounded-lg bg-white p-2">
          <p className="font-semibold text-amber-950">{words.claimTitle}</p>
          <p className="text-xs text-stone-600">{words.claimedOn(formatDateTime(new Date(item.claim.claimedAt)))}</p>
          <p className="mt-1 [overflow-wrap:anywhere] whitespace-pre-line text-stone-900">{item.claim.note}</p>
        </div>
      ) : null}
      <p className="mt-3 text-stone-800">{words.ruleHint}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {(['original', 'copy'] as const).map((ruling) => (
          <button
            key={ruling}
            type="button"
            disabled={rule.isPending}
            className={buttonStyles.secondary}
            onClick={() => rule.mutate({ ruling, reason })}
          >
            {ruling === 'original' ? words.ruleOriginal : words.ruleCopy}
          </button>
        ))}
      </div>
      {rule.isSuccess ? (
        <p role="status" className="mt-2 font-medium text-emerald-800">
          {rule.data.message}
        </p>
      ) : null}
      {errors.form || errors.fields.reason ? (
        <p role="alert" className="mt-2 font-medium text-red-700">
          {errors.fields.reason ?? errors.form}
        </p>
      ) : null}
    </section>
  );
}

function Side({
  image,
  title,
  caption,
  href,
  side,
}: {
  image: string | null;
  title: string;
  caption: string;
  href: string;
  side: QueueItem['side'];
}) {
  return (
    <figure className="flex min-w-0 gap-2 rounded-lg bg-white p-2 sm:block">
      {image ? (
        <img
          src={image}
          alt=""
          width={320}
          height={240}
          className="aspect-4/3 w-24 shrink-0 self-start rounded object-cover sm:w-full"
        />
      ) : null}
      <figcaption className="min-w-0 [overflow-wrap:anywhere] sm:mt-1">
        <span className="block text-xs text-stone-600">{caption}</span>
        <Link to={href} className="font-semibold text-stone-900 hover:underline">
          {title}
        </Link>
        <SideFacts side={side} />
      </figcaption>
    </figure>
  );
}

/** The lister's risk summary: what the queue's "riskiest first" sorts by, each count checkable. */
export function ListerRiskSummary({ risk }: { risk: QueueItem['owner']['risk'] }) {
  useTranslation();
  const words = useTexts(shieldTexts);
  const signals = [
    risk.copies > 0 ? words.copies(risk.copies) : null,
    risk.reportsUpheld > 0 ? words.upheld(risk.reportsUpheld) : null,
    risk.messageWarnings > 0 ? words.warnings(risk.messageWarnings) : null,
    risk.takenDown > 0 ? words.takenDown(risk.takenDown) : null,
    words.age(risk.accountDays),
    risk.emailConfirmed ? null : words.unconfirmed,
    risk.agentVerified ? words.agent : null,
  ].filter((signal): signal is string => signal !== null);
  const tone =
    risk.score >= 6
      ? 'bg-red-100 text-red-900'
      : risk.score >= 3
        ? 'bg-amber-100 text-amber-950'
        : 'bg-stone-100 text-stone-800';
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm" aria-label={words.riskTitle}>
      <span className={`rounded-full px-3 py-1 font-semibold ${tone}`}>{words.score(risk.score)}</span>
      <span className="text-stone-700">{signals.join(' · ')}</span>
    </p>
  );
}
