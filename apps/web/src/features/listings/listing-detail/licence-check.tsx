import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkLicence, getListing, licenceBodyOf, type Listing } from '@nyumba/domain';
import { useTexts } from '../../../i18n/use-translation';
import { call, invalidateContracts } from '../../../lib/api-client';
import { serviceTexts } from '../service-texts';

/** Moderators: after checking the number with its body, say so on the page (or take it back). */
export function LicenceCheck({ listing }: { listing: Listing }) {
  const texts = useTexts(serviceTexts);
  const client = useQueryClient();
  const mark = useMutation({
    mutationFn: (checked: boolean) => call(checkLicence, { params: { id: listing._id }, body: { checked } }),
    onSuccess: () => invalidateContracts(client, [getListing]),
  });
  if (!listing.licenceNumber || !licenceBodyOf(listing.trade)) return null;
  return (
    <button
      type="button"
      className="btn-secondary"
      aria-disabled={mark.isPending}
      onClick={() => !mark.isPending && mark.mutate(!listing.licenceChecked)}
    >
      {listing.licenceChecked ? texts.uncheckLicence : texts.checkLicence}
    </button>
  );
}
