/** A block of a legal page: a paragraph, or a list of points. */
export type LegalBlock = string | { readonly list: readonly string[] };

interface LegalSection {
  /** The anchor the contents link to (/privacy#rights). */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly LegalBlock[];
}

/** The privacy notice or the terms in one language: plain words a person reads on a phone. */
export interface LegalText {
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}

export type LegalKind = 'privacy' | 'terms';

/**
 * The law's own deadlines (Data Protection (General) Regulations 2021): a copy of one's data,
 * and an erasure. Nyumba takes minutes; the pages say both, and take these from here.
 */
export const LAW_ACCESS_DAYS = 7;
export const LAW_ERASURE_DAYS = 14;
