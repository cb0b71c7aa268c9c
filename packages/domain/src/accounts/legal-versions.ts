/** The privacy notice and the terms: a version (their date) each; the pages show both. */
export const PRIVACY_VERSION = '2026-12-07';
export const TERMS_VERSION = '2026-12-07';
