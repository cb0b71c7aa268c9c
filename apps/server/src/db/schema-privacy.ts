import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CheckDocumentKind, ConsentChannel, ConsentPurpose, ExportStatus } from '@nyumba/domain';
import { users } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * One consent given, as the law wants it recorded: to what, to which wording, by which
 * channel, when and from where; withdrawing stamps `withdrawn_at` and a later yes is a new
 * row, so the history stays. A person's consent to a purpose is their newest row's.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<ConsentPurpose>().notNull(),
    version: text('version').notNull(),
    channel: text('channel').$type<ConsentChannel>().notNull(),
    givenAt: at('given_at').notNull().defaultNow(),
    /** The address the yes came from (a web request's), or the number for an SMS. */
    address: text('address'),
    withdrawnAt: at('withdrawn_at'),
    /** How it was withdrawn: 'web', an SMS 'stop' reply, a notice's stop link. */
    withdrawnBy: text('withdrawn_by'),
  },
  (t) => [index('consents_user_purpose_idx').on(t.userId, t.purpose, t.givenAt)],
);

/**
 * A copy of someone's data: built in the background into a ZIP that is stored encrypted
 * (AES-256-GCM, its key only here), so the object store never holds it readable and only
 * its owner's download, through this row, opens it.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ExportStatus>().notNull().default('building'),
    createdAt: at('created_at').notNull().defaultNow(),
    readyAt: at('ready_at'),
    expiresAt: at('expires_at').notNull(),
    /** The encrypted ZIP's name in the image store. */
    storeName: text('store_name'),
    /** base64 of the 32-byte key and 12-byte IV; cleared with the object when it expires. */
    sealKey: text('seal_key'),
    bytes: integer('bytes'),
    failure: text('failure'),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt), index('data_exports_expiry_idx').on(t.expiresAt)],
);

/**
 * A legal hold on an account (a court order, a police request, a dispute): while one is
 * open, nothing of the account is deleted, by its holder or by the retention jobs.
 */
export const legalHolds = pgTable(
  'legal_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    placedBy: uuid('placed_by').references(() => users.id, { onDelete: 'set null' }),
    placedAt: at('placed_at').notNull().defaultNow(),
    liftedAt: at('lifted_at'),
    liftedBy: uuid('lifted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('legal_holds_user_idx').on(t.userId, t.liftedAt)],
);

/**
 * A document uploaded for a check (an EARB practising certificate, a TRA licence, an
 * ownership paper): sealed with the documents key (DOCUMENTS_KEY) before it reaches the
 * store, never public, opened by moderators only (check_document_reads), and deleted with
 * its bytes 30 days after the check it was for was decided (retention job).
 */
export const checkDocuments = pgTable(
  'check_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CheckDocumentKind>().notNull(),
    /** image/jpeg (photos, re-encoded) or application/pdf. */
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    /** The sealed bytes' name in the image store; null once deleted. */
    storeName: text('store_name'),
    /** base64 of the 12-byte IV (the key is the server's, not the row's). */
    iv: text('iv').notNull(),
    /** The check it was for was decided (granted or refused): the 30 days start. */
    decidedAt: at('decided_at'),
    deletedAt: at('deleted_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('check_documents_user_idx').on(t.userId, t.kind), index('check_documents_decided_idx').on(t.decidedAt)],
);

/** Every time a moderator opened a check document: who and when (the law's access record). */
export const checkDocumentReads = pgTable(
  'check_document_reads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => checkDocuments.id, { onDelete: 'cascade' }),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    readAt: at('read_at').notNull().defaultNow(),
  },
  (t) => [index('check_document_reads_document_idx').on(t.documentId)],
);
