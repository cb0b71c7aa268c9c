import { StayCard } from './stay-card';
import { useMyStays } from './stays-api';

/** A bnb's conversation carries its stays: the request the guest sent, and the host's answer. */
export function ConversationStays({ conversationId }: { conversationId: string }) {
  const query = useMyStays(conversationId);
  const stays = query.data?.stays ?? [];
  if (stays.length === 0) return null;
  return (
    <ul className="mt-3 space-y-3">
      {stays.map((stay) => (
        <StayCard key={stay.id} stay={stay} showConversation={false} />
      ))}
    </ul>
  );
}
