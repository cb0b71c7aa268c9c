import { useState } from 'react';
import { Link } from 'react-router';
import {
  CURRENCY_LABEL,
  groupThousands,
  LEAD_STATUSES,
  may,
  pageAddress,
  type Agency,
  type Lead,
  type LeadStatus,
} from '@nyumba/domain';
import { useTexts } from '../../i18n/use-translation';
import { selectCurrentUser, useSessionStore } from '../auth';
import { agencyTexts } from './agency-texts';
import { failureText, Said, secondaryButton, Section, selectClass } from './agency-parts';
import { useLeads, useUpdateLead } from './agencies-api';

/** The shared inbox: each lead with its listing, who asked, its status, who has it, and the agency's notes. */
export function DeskLeads({ agency }: { agency: Agency }) {
  const words = useTexts(agencyTexts);
  const leads = useLeads(agency.id);
  return (
    <Section id="desk-leads" title={words.leads}>
      {leads.isPending ? <p className="text-stone-700">{words.loading}</p> : null}
      {leads.isError ? <Said ok={false}>{failureText(leads.error, words.loadFailed)}</Said> : null}
      {leads.data && leads.data.leads.length === 0 ? <p className="text-stone-600">{words.noLeads}</p> : null}
      <ul className="space-y-3">
        {leads.data?.leads.map((lead) => (
          <li key={`${lead.kind}:${lead.refId}`}>
            <LeadRow agency={agency} lead={lead} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function LeadRow({ agency, lead }: { agency: Agency; lead: Lead }) {
  const words = useTexts(agencyTexts);
  const update = useUpdateLead(agency.id);
  const [note, setNote] = useState('');
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const me = useMe(agency);
  const change = async (body: Parameters<typeof update.mutateAsync>[0]['body'], done?: () => void) => {
    setSaid(null);
    try {
      await update.mutateAsync({ kind: lead.kind, refId: lead.refId, body });
      done?.();
    } catch (failure) {
      setSaid({ ok: false, text: failureText(failure, words.failed) });
    }
  };
  return (
    <article className="space-y-2 rounded-xl border border-stone-200 p-3" data-testid="lead">
      <p className="font-semibold text-stone-900">
        {words.kinds[lead.kind]} ·{' '}
        <Link to={pageAddress.listing(lead.listing.id)} className="text-brand-800 underline">
          {lead.listing.name}
        </Link>
        {lead.listing.price !== null ? ` · ${CURRENCY_LABEL} ${groupThousands(lead.listing.price)}` : ''}
      </p>
      <p className="text-stone-800">
        {lead.seeker.name}
        {lead.seeker.phone ? ` · ${lead.seeker.phone}` : ''}: {lead.summary}
      </p>
      <p className="text-sm text-stone-600">
        {lead.assignedTo ? words.assignedTo(lead.assignedTo.name) : ''}
        {lead.offeredAt ? ` · ${words.offered}` : ''}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="min-w-40">
          <span className="text-sm font-semibold text-stone-800">{words.status}</span>
          <select
            className={selectClass}
            value={lead.status}
            onChange={(event) => void change({ status: event.target.value as LeadStatus })}
          >
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {words.statuses[status]}
              </option>
            ))}
          </select>
        </label>
        {may.seeAll(agency.myRole) ? (
          <label className="min-w-40">
            <span className="text-sm font-semibold text-stone-800">{words.handTo}</span>
            <select
              className={selectClass}
              value={lead.assignedTo?.id ?? ''}
              onChange={(event) => void change({ assignedTo: event.target.value })}
            >
              {agency.members.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name} ({words.roles[member.role]})
                </option>
              ))}
            </select>
          </label>
        ) : lead.offeredAt && me ? (
          <button type="button" className={secondaryButton} onClick={() => void change({ assignedTo: me.id })}>
            {words.takeIt}
          </button>
        ) : null}
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (note.trim()) void change({ note: note.trim() }, () => setNote(''));
        }}
      >
        <label className="min-w-0 basis-full sm:basis-0 sm:flex-1">
          <span className="text-sm font-semibold text-stone-800">{words.addNote}</span>
          <input
            className="mt-1.5 block min-h-12 w-full rounded-xl border border-stone-500 px-4"
            value={note}
            maxLength={1000}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
        <button type="submit" className={secondaryButton}>
          {words.saveNote}
        </button>
      </form>
      {lead.notes.length > 0 ? (
        <ul className="space-y-1 text-sm text-stone-700">
          {lead.notes.map((one) => (
            <li key={one.at}>
              <span className="font-semibold">{one.author}:</span> {one.body}
            </li>
          ))}
        </ul>
      ) : null}
      {said ? <Said ok={said.ok}>{said.text}</Said> : null}
    </article>
  );
}

/** The caller among the agency's members (the session knows who is signed in). */
function useMe(agency: Agency) {
  const user = useSessionStore(selectCurrentUser);
  return agency.members.find((member) => member.id === user?.id);
}
