import { useState, type FormEvent } from 'react';
import { AGENCY_ROLES, may, type Agency, type AgencyRole } from '@nyumba/domain';
import { TextField } from '../../components/text-field';
import { useTexts } from '../../i18n/use-translation';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';
import { selectCurrentUser, useSessionStore } from '../auth';
import { agencyTexts } from './agency-texts';
import { failureText, inlineSelect, Said, secondaryButton, Section, selectClass } from './agency-parts';
import { useChangeRole, useInviteMember, useRemoveMember } from './agencies-api';

/**
 * The agency's people: each with their role. Owners and managers invite (by e-mail or a proven
 * number, with a role), change roles and remove; anyone leaves. The invitation's link is shown
 * to whoever made it, to send on WhatsApp themselves.
 */
export function DeskPeople({ agency }: { agency: Agency }) {
  const words = useTexts(agencyTexts);
  const user = useSessionStore(selectCurrentUser);
  const manages = may.manageMembers(agency.myRole);
  const changeRole = useChangeRole(agency.id);
  const remove = useRemoveMember(agency.id);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const act = async (run: () => Promise<unknown>) => {
    setSaid(null);
    try {
      await run();
    } catch (failure) {
      setSaid({ ok: false, text: failureText(failure, words.failed) });
    }
  };
  return (
    <Section id="desk-people" title={words.members}>
      <ul className="divide-y divide-stone-200">
        {agency.members.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center gap-3 py-2" data-testid="member">
            <span className="min-w-0 flex-1 truncate font-semibold text-stone-900">{member.name}</span>
            {manages && member.id !== user?.id ? (
              <>
                <label className="sr-only" htmlFor={`role-${member.id}`}>
                  {words.role}
                </label>
                <select
                  id={`role-${member.id}`}
                  className={inlineSelect}
                  value={member.role}
                  onChange={(event) =>
                    void act(() =>
                      changeRole.mutateAsync({ userId: member.id, role: event.target.value as AgencyRole }),
                    )
                  }
                >
                  {AGENCY_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {words.roles[role]}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => {
                    if (window.confirm(words.confirmRemove(member.name))) void act(() => remove.mutateAsync(member.id));
                  }}
                >
                  {words.remove}
                </button>
              </>
            ) : (
              <span className="shrink-0 text-stone-700">{words.roles[member.role]}</span>
            )}
          </li>
        ))}
      </ul>
      {said ? <Said ok={said.ok}>{said.text}</Said> : null}
      {manages ? <InviteForm agency={agency} /> : null}
    </Section>
  );
}

function InviteForm({ agency }: { agency: Agency }) {
  const words = useTexts(agencyTexts);
  const invite = useInviteMember(agency.id);
  const [to, setTo] = useState('');
  const [role, setRole] = useState<AgencyRole>('agent');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [sent, setSent] = useState<{ message: string; link: string } | null>(null);
  const roles = AGENCY_ROLES.filter((one) => one !== 'owner' || agency.myRole === 'owner');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (invite.isPending) return;
    setErrors(NO_ERRORS);
    setSent(null);
    const contact = to.trim();
    try {
      const answer = await invite.mutateAsync(
        contact.includes('@') ? { email: contact, role } : { phone: contact, role },
      );
      setSent({ message: answer.message ?? '', link: answer.invite.link ?? '' });
      setTo('');
    } catch (failure) {
      setErrors(formErrorsOf(failure, words.failed));
    }
  }

  return (
    <form className="space-y-3 border-t border-stone-200 pt-4" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="text-lg font-bold text-stone-900">{words.invite}</h3>
      <TextField
        label={words.inviteBy}
        name="invitee"
        error={errors.fields.email ?? errors.fields.phone}
        value={to}
        onChange={(event) => setTo(event.target.value)}
      />
      <label className="block">
        <span className="text-sm font-semibold text-stone-800">{words.role}</span>
        <select className={selectClass} value={role} onChange={(event) => setRole(event.target.value as AgencyRole)}>
          {roles.map((one) => (
            <option key={one} value={one}>
              {words.roles[one]}
            </option>
          ))}
        </select>
      </label>
      {errors.form ? <Said ok={false}>{errors.form}</Said> : null}
      <button type="submit" className="btn-primary" aria-disabled={invite.isPending}>
        {words.sendInvite}
      </button>
      {sent ? (
        <Said ok>
          {sent.message} {words.inviteLink}{' '}
          <span className="font-mono break-all" data-testid="invite-link">
            {sent.link}
          </span>
        </Said>
      ) : null}
    </form>
  );
}
