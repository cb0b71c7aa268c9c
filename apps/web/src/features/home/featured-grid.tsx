import type { Listing } from '@nyumba/domain';
import { ListingCard } from '../listings';
import { SaveToggle } from '../saved';
import { useProgressiveCount } from '../../lib/use-progressive-count';

/**
 * The featured cards, in their own chunk: the card (carousel, gallery, actions)
 * and the save toggle weigh more than the rest of the home page, and sit below
 * the fold on a phone, so they load once the grid is about to scroll into view.
 * A card per task: six drawn at once were one long task on a phone, just after the
 * page became usable.
 */
export default function FeaturedGrid({ listings }: { listings: Listing[] }) {
  const shown = useProgressiveCount(listings.length, 1);
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {listings.slice(0, shown).map((listing) => (
        <li key={listing._id} className="flex flex-col">
          <ListingCard listing={listing} headingLevel="h3" saveToggle={<SaveToggle listing={listing} />} />
        </li>
      ))}
    </ul>
  );
}
