import { Link } from 'react-router';
import { may, agencyAddress } from '@nyumba/domain';
import { Screen, ScreenTitle } from '../../components/screen';
import { useTexts } from '../../i18n/use-translation';
import { agencyTexts } from './agency-texts';
import { failureText, Said } from './agency-parts';
import { useAgency } from './agencies-api';
import { DeskFigures, DeskImport } from './desk-figures';
import { DeskLeads } from './desk-leads';
import { DeskPeople } from './desk-people';

/**
 * /agency/{id}/desk: the members' desk. Everyone sees the leads their role allows; owners and
 * managers also the people, the figures and the import. The server answers by role: what a
 * section shows is what the caller may see, never hidden here.
 */
export function DeskPage({ id }: { id: string }) {
  const words = useTexts(agencyTexts);
  const query = useAgency(id);
  if (query.isPending) return <p className="page-container text-stone-700">{words.loading}</p>;
  if (query.isError)
    return (
      <Screen title={words.deskTitle}>
        <ScreenTitle>{words.deskTitle}</ScreenTitle>
        <Said ok={false}>{failureText(query.error, words.loadFailed)}</Said>
      </Screen>
    );
  const agency = query.data.agency;
  const role = agency.myRole;
  return (
    <Screen title={`${words.deskTitle}: ${agency.name}`} className="page-container space-y-6">
      <div>
        <Link
          to={agencyAddress.agency(agency.id)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800"
        >
          ← {agency.name}
        </Link>
        <ScreenTitle>{words.deskTitle}</ScreenTitle>
        {role ? <p className="text-stone-700">{words.roles[role]}</p> : null}
      </div>
      <DeskLeads agency={agency} />
      <DeskPeople agency={agency} />
      {may.seeAll(role) ? <DeskFigures id={agency.id} /> : null}
      {may.seeAll(role) ? <DeskImport id={agency.id} /> : null}
    </Screen>
  );
}
