import * as agencies from '../../agencies/agency.ts';
import * as earb from '../../agencies/earb-check.ts';
import { withValues } from './values.ts';

/** Agencies' sentences (docs/agencies.md), by code. */
export const agenciesSentences = {
  'agency.not-found': agencies.AGENCY_NOT_FOUND,
  'agency.no-earb': earb.AGENCY_NO_EARB,
  'agency.earb-checked': earb.AGENCY_EARB_CHECKED,
  'agency.earb-unchecked': earb.AGENCY_EARB_UNCHECKED,
  'agency.members-only': agencies.AGENCY_MEMBERS_ONLY,
  'agency.role-refused': agencies.AGENCY_ROLE_REFUSED,
  'agency.owner-only': agencies.AGENCY_OWNER_ONLY,
  'agency.last-owner': agencies.AGENCY_LAST_OWNER,
  'agency.number-unproven': agencies.AGENCY_NUMBER_UNPROVEN,
  'agency.invite-gone': agencies.AGENCY_INVITE_GONE,
  'agency.invite-not-yours': agencies.AGENCY_INVITE_NOT_YOURS,
  'agency.already-member': agencies.AGENCY_ALREADY_MEMBER,
  'agency.not-member': agencies.AGENCY_NOT_MEMBER,
  'agency.agent-not-member': agencies.AGENCY_AGENT_NOT_MEMBER,
  'agency.one-contact': agencies.AGENCY_ONE_CONTACT,
  'agency.created': agencies.AGENCY_CREATED,
  'agency.invite-sent': withValues(agencies.AGENCY_INVITE_SENT, { days: agencies.AGENCY_INVITE_DAYS }),
  'agency.joined': agencies.AGENCY_JOINED,
  'agency.lead-not-found': agencies.LEAD_NOT_FOUND,
  'agency.move-consent': agencies.AGENCY_MOVE_CONSENT,
  'agency.stats-not-yours': agencies.STATS_NOT_YOURS,
  'agency.invites-open': agencies.AGENCY_INVITES_OPEN,
  'agency.import-too-many': withValues(agencies.IMPORT_TOO_MANY, { count: agencies.IMPORT_MAX_ROWS }),
  'agency.import-too-large': agencies.IMPORT_TOO_LARGE,
  'agency.import-send-file': agencies.IMPORT_SEND_FILE,
  'agency.import-needs-header': agencies.IMPORT_NEEDS_HEADER,
  'agency.import-no-listings': agencies.IMPORT_NO_LISTINGS,
  'agency.import-no-dtd': agencies.IMPORT_NO_DTD,
  'limit.hourly-agencies': 'Limit reached: as many agencies as one account may make in an hour.',
  'limit.hourly-invitations': 'Limit reached: as many invitations as one account may make in an hour.',
  'limit.hourly-imports': 'Limit reached: as many imports as one account may make in an hour.',
};
