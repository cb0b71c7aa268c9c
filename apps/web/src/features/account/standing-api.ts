import { useQuery } from '@tanstack/react-query';
import {
  answerCaretaker,
  caretakerRequests,
  currentUser,
  deleteCheckDocument,
  LISTER_ROLES,
  myCheckDocuments,
  uploadCheckDocument,
  urlOf,
  type CheckDocument,
  type CheckDocumentKind,
  type ListerRole,
  type MessageValues,
  type Standing,
} from '@nyumba/domain';
import { translateServerMessage } from '../../i18n';
import { ApiError, call, errorFromAnswer, queryKey } from '../../lib/api-client';

// Honest labels on the account's screens (issue 58): what the person says they are as a
// lister and how that shows, their documents for a check, and caretakers waiting for them.

/** The lister facts of the signed-in account, beside the stored session user (which keeps none). */
export interface ListerAccount {
  listerRole: ListerRole | null;
  earbYear: number | null;
  /** A caretaker's landlord's number, E.164. */
  landlordPhone: string | null;
  /** How others see them: the label and its dated badges. */
  standing: Standing | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRole = (value: unknown): value is ListerRole => LISTER_ROLES.includes(value as ListerRole);

function readStanding(value: unknown): Standing | null {
  if (!isRecord(value) || !isRole(value.role) || !Array.isArray(value.badges)) return null;
  return value as Standing;
}

/**
 * The lister facts in a user answer (`user` or the body itself), read by hand: the same answer
 * feeds the session store, which keeps what every screen needs and no more.
 */
export function readListerAccount(body: unknown): ListerAccount | undefined {
  if (!isRecord(body)) return undefined;
  const user = isRecord(body.user) ? body.user : body;
  if (typeof user.id !== 'string' && typeof user._id !== 'string') return undefined;
  return {
    listerRole: isRole(user.listerRole) ? user.listerRole : null,
    earbYear: typeof user.earbYear === 'number' ? user.earbYear : null,
    landlordPhone: typeof user.landlordPhone === 'string' ? user.landlordPhone : null,
    standing: readStanding(user.standing),
  };
}

export const listerAccountKey = queryKey(currentUser, {}, { part: 'lister' });

/** GET /api/auth/me, for its lister facts (the profile's lister section). */
export function useListerAccount(enabled = true) {
  return useQuery({
    queryKey: listerAccountKey,
    queryFn: ({ signal }) => call(currentUser, { signal, read: readListerAccount }),
    enabled,
  });
}

/** The caller's documents waiting for, or kept after, a check. */
export async function fetchCheckDocuments(signal?: AbortSignal): Promise<CheckDocument[]> {
  return (await call(myCheckDocuments, { signal })).documents;
}

/**
 * POST /api/user/documents as multipart (field "kind", then "file"): the call helper sends
 * JSON only. The server seals the file at rest; only moderators can open it.
 */
export async function uploadDocument(kind: CheckDocumentKind, file: File): Promise<string> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(urlOf(uploadCheckDocument), {
      method: uploadCheckDocument.method,
      headers: { Accept: 'application/json' },
      credentials: 'include',
      body: form,
    });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    body = text;
  }
  if (!response.ok || (isRecord(body) && body.success === false)) throw errorFromAnswer(response.status, body);
  if (!isRecord(body) || typeof body.message !== 'string') return '';
  // Said in the screen's language, as every other answer's message is (api-client call).
  const code = typeof body.code === 'string' ? body.code : undefined;
  return translateServerMessage(body.message, code, isRecord(body.values) ? (body.values as MessageValues) : undefined);
}

export async function removeDocument(id: string): Promise<void> {
  await call(deleteCheckDocument, { params: { id } });
}

/** Caretakers who named the caller's proven number as their landlord's. */
export async function fetchCaretakerRequests(signal?: AbortSignal) {
  return (await call(caretakerRequests, { signal })).requests;
}

export async function answerCaretakerRequest(id: string, confirm: boolean): Promise<string> {
  return (await call(answerCaretaker, { params: { id }, body: { confirm } })).message;
}
