import { EARB_NUMBER_FORMAT } from '../../accounts/user.ts';
import { AVAILABILITY_NOT_FOR_TYPE, AVAILABILITY_REQUIRED } from '../../listings/listing-availability.ts';
import {
  AMENITIES_ERROR,
  AREAS_SERVED_ERROR,
  BATHROOMS_ERROR,
  DEPOSIT_ERROR,
  FLOOR_SIZE_ERROR,
  GUESTS_ERROR,
  PLOT_ERROR,
  SERVICE_CHARGE_ERROR,
} from '../../listings/listing-facts.ts';
import { CONFIRM_LINK_INVALID, COPY_HELD_REASON, NEW_LISTER_LIMIT } from '../../listings/listing-freshness.ts';
import { IMAGES_MAX_ERROR, IMAGES_REQUIRED_ERROR } from '../../listings/listing.ts';
import { NAME_HELD_REASON } from '../../shield/name-signals.ts';
import { PRICE_ERROR, PRICE_POSITIVE } from '../../listings/price.ts';
import {
  BLOCKED_CONVERSATION,
  CONVERSATION_NOT_FOUND,
  CONVERSATION_REPORTED,
  LISTING_CLOSED_TO_MESSAGES,
  MESSAGE_HELD,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  NEW_ACCOUNT_LIMIT,
  OWN_LISTING_MESSAGE,
  SCAM_NOTICE,
  STREAMS_FULL,
} from '../../messages/messages.ts';
import {
  COPY_CLAIM_NOTE,
  COPY_CLAIM_SENT,
  COPY_CLAIM_TOO_LONG,
  COPY_NOT_HELD,
  COPY_RULED_COPY,
  COPY_RULED_ORIGINAL,
} from '../../moderation/moderation.ts';
import { PHONE_ERROR } from '../../phone/phone.ts';
import { LOCATION_ERROR, PIN_FAR_FROM_AREA } from '../geo.ts';
import { BIDI_CONTROL_ERROR } from '../unicode-text.ts';

export const listingsSentences = {
  // listing
  'listing.name-required': 'Name is required',
  'listing.name-must-most-120-characters': 'Name must be at most 120 characters',
  'listing.description-required': 'Description is required',
  'listing.description-must-most-5000-characters': 'Description must be at most 5000 characters',
  'listing.price-required': 'Price is required',
  'listing.price-positive': PRICE_POSITIVE,
  'listing.pin-far-from-area': PIN_FAR_FROM_AREA,
  'listing.enter-business-name': 'Enter a business name',
  'listing.business-name-must-most-80': 'Business name must be at most 80 characters',
  'listing.write-something-about': 'Write something about you',
  'listing.about-must-most-600-characters': 'About must be at most 600 characters',
  'listing.earb-number-must-most-30': 'EARB number must be at most 30 characters',
  'listing.choose-listing-type': 'Choose a listing type',
  'listing.choose-number-bedrooms': 'Choose the number of bedrooms',
  'listing.choose-area-list': 'Choose an area from the list',
  'listing.amenities-error': AMENITIES_ERROR,
  'listing.areas-served-error': AREAS_SERVED_ERROR,
  'listing.choose-most-30-areas': 'Choose at most 30 areas',
  'listing.price-error': PRICE_ERROR,
  'listing.service-charge-error': SERVICE_CHARGE_ERROR,
  'listing.phone-error': PHONE_ERROR,
  'listing.phone-number-required': 'Phone number is required',
  'listing.bathrooms-error': BATHROOMS_ERROR,
  'listing.deposit-error': DEPOSIT_ERROR,
  'listing.floor-size-error': FLOOR_SIZE_ERROR,
  'listing.guests-error': GUESTS_ERROR,
  'listing.plot-error': PLOT_ERROR,
  'listing.location-error': LOCATION_ERROR,
  'listing.location-must-look-like-1': 'Location must look like "-1.2921,36.8219"',
  'listing.images-max-error': IMAGES_MAX_ERROR,
  'listing.images-required-error': IMAGES_REQUIRED_ERROR,
  'listing.same-photo-listed-twice': 'The same photo is listed twice',
  'listing.photos-must-uploaded-nyumba-first': 'Photos must be uploaded to Nyumba first',
  'listing.only-use-photos-uploaded-yourself': 'You can only use photos you uploaded yourself',
  'listing.only-jpeg-png-webp-avif': 'Only JPEG, PNG, WebP and AVIF photos can be uploaded',
  'listing.file-not-photo-read-may': 'This file is not a photo we can read; it may be damaged or incomplete',
  'listing.photo-too-large-most-40': 'This photo is too large: at most 40 megapixels',
  'listing.photos-unavailable-right-now-try': 'Photos are unavailable right now. Try again in a minute.',
  'listing.bidi-control-error': BIDI_CONTROL_ERROR,
  'listing.not-found': 'Listing not found',
  'listing.deleted': 'Listing deleted',
  'listing.lister-not-found': 'Lister not found',
  'listing.earb-number-format': EARB_NUMBER_FORMAT,
  'listing.availability-not-for-type': AVAILABILITY_NOT_FOR_TYPE,
  'listing.availability-required': AVAILABILITY_REQUIRED,
  // A contact counted (a call or WhatsApp tap, issue 41).
  'listing.counted': 'Counted',
  // message
  'message.required': MESSAGE_REQUIRED,
  'message.too-long': MESSAGE_TOO_LONG,
  'message.conversation-not-found': CONVERSATION_NOT_FOUND,
  'message.own-listing-message': OWN_LISTING_MESSAGE,
  'message.listing-closed-to-messages': LISTING_CLOSED_TO_MESSAGES,
  'message.blocked-conversation': BLOCKED_CONVERSATION,
  'message.new-account-limit': NEW_ACCOUNT_LIMIT,
  'message.held': MESSAGE_HELD,
  'message.conversation-reported': CONVERSATION_REPORTED,
  'message.scam-notice': SCAM_NOTICE,
  'message.choose-who-sees-phone-number': 'Choose who sees your phone number',
  'message.report-not-found': 'Report not found',
  'message.report-dismissed': 'Report dismissed',
  'message.report-upheld': 'Report upheld',
  'message.not-found': 'Message not found',
  'message.rejected': 'Message rejected',
  'message.delivered': 'Message delivered',
  // shield
  'shield.confirm-link-invalid': CONFIRM_LINK_INVALID,
  'shield.copy-held-reason': COPY_HELD_REASON,
  'shield.name-held-reason': NAME_HELD_REASON,
  'shield.new-lister-limit': NEW_LISTER_LIMIT,
  // message
  'message.streams-full': STREAMS_FULL,
  // copy
  'copy.claim-sent': COPY_CLAIM_SENT,
  'copy.not-held': COPY_NOT_HELD,
  'copy.ruled-original': COPY_RULED_ORIGINAL,
  'copy.ruled-copy': COPY_RULED_COPY,
  'copy.claim-note': COPY_CLAIM_NOTE,
  'copy.claim-too-long': COPY_CLAIM_TOO_LONG,
  'copy.choose-original-copy': 'Choose original or copy',
} as const;
