import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { currentLanguage, useTranslation } from '../../../i18n/use-translation';
import { serviceTexts } from '../service-texts';
import { listingNumberTexts } from '../listing-number-texts';
import { useNavigate } from 'react-router';
import {
  findNeighbourhood,
  isServiceType,
  nearestNeighbourhood,
  neighbourhoodCentre,
  pinFarFromArea,
  type Listing,
} from '@nyumba/domain';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../paths';
import { ImageUploader } from '../image-uploader/image-uploader';
import { pendingItems, selectedUrls } from '../image-uploader/uploader-state';
import { useImageUploader } from '../image-uploader/use-image-uploader';
import { LocationPicker } from '../location-picker/location-picker';
import type { FlashState } from '../flash';
import { useDraftAutosave } from '../../../lib/drafts';
import { useLeaveWarning } from '../../../components/use-leave-warning';
import type { ListingDraft } from './listing-draft';
import {
  EMPTY_VALUES,
  FIELD_ORDER,
  pickFieldErrors,
  toListingBody,
  validateListing,
  valuesFromListing,
  type FieldErrors,
  type ListingFormValues,
} from './form-values';
import { ListingFormFields } from './listing-form-fields';
import { useSaveListing } from './use-save-listing';
import { OfflineFormNotice } from '../../../components/offline-banner';
import { useOnline } from '../../../lib/offline';
import { UnconfirmedNotice } from '../../auth';

interface ListingFormProps {
  /** The listing to edit; without one the form creates a new listing. */
  listing?: Listing;
  /** Where this device keeps the draft (lib/drafts.ts); none without a signed-in user. */
  draftKey?: string | null;
  /** A draft the lister chose to restore: the form starts from it. */
  draft?: ListingDraft;
}

/**
 * The server's own words for a refusal (validation, signed out, not yours).
 * An answer without a message of its own, and server crashes, get the spec's
 * 'Failed to … listing' instead.
 */
function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status >= 500) return null;
  return error.message && !error.genericMessage ? error.message : null;
}

/** One form creates and updates; nothing typed or picked is lost on failure (docs/product.md, Listing form). */
export function ListingForm({ listing, draftKey = null, draft }: ListingFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const idPrefix = useId();
  const editing = Boolean(listing);
  const [pristine] = useState<ListingDraft>(() => ({
    values: listing ? valuesFromListing(listing) : EMPTY_VALUES,
    photos: listing?.image_urls ?? [],
  }));
  const [values, setValues] = useState<ListingFormValues>(() => draft?.values ?? pristine.values);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const uploader = useImageUploader(draft?.photos ?? listing?.image_urls);
  const save = useSaveListing(listing?._id ?? null);
  const selectPhotosRef = useRef<HTMLButtonElement>(null);
  const uploading = uploader.state.phase === 'uploading';
  const busy = save.isPending || uploading;
  const online = useOnline();
  const current: ListingDraft = { values, photos: selectedUrls(uploader.state) };
  const changed = JSON.stringify(current) !== JSON.stringify(pristine) || pendingItems(uploader.state).length > 0;
  const autosave = useDraftAutosave(draftKey, current, changed);
  const leave = useLeaveWarning(autosave.dirty && !save.isPending);

  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const update = <K extends keyof ListingFormValues>(name: K, value: ListingFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  // "You must upload at least one image" is answered by a photo: it goes once one is there.
  const photoCount = selectedUrls(uploader.state).length + pendingItems(uploader.state).length;
  useEffect(() => {
    if (photoCount > 0) setErrors((current) => (current.image_urls ? { ...current, image_urls: undefined } : current));
  }, [photoCount]);

  // The area and the pin say where the listing is; they must not disagree (a pin left in
  // Kisumu after the area became Nyali). A new area moves a pin that is far from it to the
  // area's centre, and says so; a pin already in the area stays where the lister put it.
  const [pinNotice, setPinNotice] = useState<string | null>(null);
  function changeArea(areaName: string) {
    update('areaName', areaName);
    const place = findNeighbourhood(areaName);
    const centre = neighbourhoodCentre(place?.name);
    if (!place || !centre || !values.location || !pinFarFromArea(values.location, place.name)) return;
    update('location', centre);
    setPinNotice(t('listings.location.movedToArea', { area: place.name }));
  }

  function focusFirstError(found: FieldErrors) {
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first === 'image_urls') selectPhotosRef.current?.focus();
    else if (first) document.getElementById(fieldId(first))?.focus();
  }

  function failWith(error: unknown) {
    if (error instanceof ApiError && error.status === 0) {
      setFormError(t('listings.form.networkError'));
      return;
    }
    const fields = error instanceof ApiError ? pickFieldErrors(error.fieldErrors) : {};
    setErrors(fields);
    focusFirstError(fields);
    const fallback = editing ? t('listings.update.failed') : t('listings.create.failed');
    setFormError(serverMessage(error) ?? fallback);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Offline the typed listing stays (and in the draft); it is sent once back online.
    if (!online) return;
    if (busy) return;
    setFormError(null);

    // Check the fields first, counting photos still to send as photos: they
    // will have addresses once uploaded.
    const pending = pendingItems(uploader.state).map((item) => `pending:${item.id}`);
    const found = validateListing(toListingBody(values, [...selectedUrls(uploader.state), ...pending]));
    // The API takes a service without a trade (older clients); this form asks for one, since
    // a trade is how clients find a provider.
    if (isServiceType(values.type) && !values.trade) found.trade = serviceTexts(currentLanguage()).tradeRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(found.image_urls && Object.keys(found).length === 1 ? null : t('listings.form.fixErrors'));
      focusFirstError(found);
      return;
    }

    // Photos picked but not uploaded yet go up now; on failure the uploader
    // shows its red box and keeps them for another try.
    const imageUrls = await uploader.upload();
    if (!imageUrls) return;

    let saved;
    try {
      saved = await save.mutateAsync(toListingBody(values, imageUrls));
    } catch (error) {
      failWith(error);
      return;
    }
    const flash: FlashState = { flash: editing ? t('listings.update.success') : t('listings.create.success') };
    // A number its lister has not proved: saved, not public until the code sent to it is entered.
    const proof = saved.numberProof;
    if (proof?.state === 'pending') {
      flash.flash = listingNumberTexts(currentLanguage()).createdPending;
      flash.numberSent = {
        listingId: saved._id,
        sentTo: proof.sentTo,
        resendAt: proof.resendAt,
        problem: proof.problem,
        problemCode: proof.problemCode,
      };
    }
    autosave.finish();
    leave.release();
    await navigate(paths.myListings, { state: flash });
  }

  const submitLabel = editing
    ? save.isPending
      ? t('listings.update.busy')
      : t('listings.update.submit')
    : save.isPending
      ? t('listings.create.busy')
      : t('listings.create.submit');
  const photosErrorId = fieldId('image_urls-error');

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      <OfflineFormNotice />
      {listing ? null : <UnconfirmedNotice />}
      <ListingFormFields
        values={values}
        errors={errors}
        fieldId={fieldId}
        onChange={(name, value) => (name === 'areaName' ? changeArea(value as string) : update(name, value))}
        disabled={save.isPending}
        showBedrooms={!isServiceType(values.type)}
      />

      <fieldset className="space-y-2">
        <legend className="font-semibold text-stone-800">
          {t('listings.form.location')}{' '}
          <span className="font-normal text-stone-500">{t('listings.form.optional')}</span>
        </legend>
        <LocationPicker
          value={values.location}
          area={values.areaName}
          notice={pinNotice}
          onChange={(value) => {
            setPinNotice(null);
            update('location', value);
            // An empty Area takes the pin's neighbourhood, as the server would; the lister sees it and can change it.
            const place = value && !values.areaName.trim() ? nearestNeighbourhood(value.lat, value.lng) : undefined;
            if (place) update('areaName', place.name);
          }}
          disabled={busy}
        />
        {errors.location ? <p className="text-sm font-medium text-red-700">{errors.location}</p> : null}
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="font-semibold text-stone-800">
          {isServiceType(values.type) ? serviceTexts(currentLanguage()).photosOptional : t('listings.form.photos')}
        </legend>
        <ImageUploader
          uploader={uploader}
          error={errors.image_urls}
          errorId={photosErrorId}
          disabled={save.isPending}
          selectRef={selectPhotosRef}
        />
      </fieldset>

      {formError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 font-medium text-red-800">
          {formError}
        </p>
      ) : null}

      {/* aria-disabled keeps focus on the button while saving; onSubmit ignores repeats. */}
      <button
        type="submit"
        className="btn-primary w-full aria-disabled:opacity-70 sm:w-auto"
        aria-disabled={busy || !online}
        aria-busy={save.isPending}
      >
        {submitLabel}
      </button>
      {leave.dialog}
    </form>
  );
}
