import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { agencyAddress } from '@nyumba/domain';
import { Screen, ScreenTitle } from '../../components/screen';
import { useTexts } from '../../i18n/use-translation';
import { paths } from '../../paths';
import { selectCurrentUser, useSessionStore } from '../auth';
import { agencyTexts } from './agency-texts';
import { failureText, Said } from './agency-parts';
import { useAcceptInvite, useInvite } from './agencies-api';

/**
 * /agency/invites/{token}: what an invitation offers (the agency, the role, to whom it was sent,
 * half hidden); its addressee signs in and accepts, and lands on the agency's desk.
 */
export function InvitePage({ token }: { token: string }) {
  const words = useTexts(agencyTexts);
  const navigate = useNavigate();
  const user = useSessionStore(selectCurrentUser);
  const invite = useInvite(token);
  const accept = useAcceptInvite(token);
  const [problem, setProblem] = useState<string | null>(null);

  async function join() {
    if (accept.isPending) return;
    setProblem(null);
    try {
      const answer = await accept.mutateAsync();
      await navigate(agencyAddress.desk(answer.agency.id));
    } catch (failure) {
      setProblem(failureText(failure, words.failed));
    }
  }

  return (
    <Screen title={words.inviteTitle} className="page-container max-w-2xl space-y-4">
      <ScreenTitle>{words.inviteTitle}</ScreenTitle>
      {invite.isPending ? <p className="text-stone-700">{words.loading}</p> : null}
      {invite.isError ? <Said ok={false}>{failureText(invite.error, words.loadFailed)}</Said> : null}
      {invite.data ? (
        <>
          <p className="text-lg text-stone-900">
            {words.inviteAs(invite.data.agency.name, words.roles[invite.data.role])}
          </p>
          <p className="text-stone-700">{words.sentTo(invite.data.sentTo)}</p>
          {user ? (
            <button type="button" className="btn-primary" aria-disabled={accept.isPending} onClick={() => void join()}>
              {accept.isPending ? words.accepting : words.accept}
            </button>
          ) : (
            <Link
              to={`${paths.signIn}?next=${encodeURIComponent(agencyAddress.invite(token))}`}
              className="btn-primary"
            >
              {words.signInToAccept}
            </Link>
          )}
          {problem ? <Said ok={false}>{problem}</Said> : null}
        </>
      ) : null}
    </Screen>
  );
}
