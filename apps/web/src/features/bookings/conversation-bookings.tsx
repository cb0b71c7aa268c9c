import type { ListingType } from '@nyumba/domain';
import { StayCard } from './stay-card';
import { useMyStays } from './stays-api';
import { ViewingCard } from './viewing-card';
import { useMyViewings } from './viewings-api';

/** A conversation carries its bookings: a bnb's stays, a home's viewings. */
export function ConversationBookings({ conversationId, type }: { conversationId: string; type: ListingType }) {
  return type === 'bnbs' ? <Stays conversationId={conversationId} /> : <Viewings conversationId={conversationId} />;
}

function Stays({ conversationId }: { conversationId: string }) {
  const stays = useMyStays(conversationId).data?.stays ?? [];
  if (stays.length === 0) return null;
  return (
    <ul className="mt-3 space-y-3">
      {stays.map((stay) => (
        <StayCard key={stay.id} stay={stay} showConversation={false} />
      ))}
    </ul>
  );
}

function Viewings({ conversationId }: { conversationId: string }) {
  const viewings = useMyViewings(conversationId).data?.viewings ?? [];
  if (viewings.length === 0) return null;
  return (
    <ul className="mt-3 space-y-3">
      {viewings.map((viewing) => (
        <ViewingCard key={viewing.id} viewing={viewing} showConversation={false} />
      ))}
    </ul>
  );
}
