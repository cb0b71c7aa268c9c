/*
 * Text that strangers write and others read must not be able to disguise itself:
 * direction overrides (U+202E turns "gpj.exe" around), invisible letters that make
 * two names different to the database and identical to the eye, fullwidth and other
 * compatibility forms of plain letters. One module says what is refused and what is
 * quietly tidied, for every text field.
 */

/** Embeddings, overrides and isolates: they reorder what is shown, so they are refused. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;
/** Direction marks: harmless inside Arabic text, but never part of a name. */
const BIDI_MARKS = /[\u200E\u200F\u061C]/u;
/**
 * Characters that draw nothing (format and control characters, line separators, the
 * Hangul fillers and Braille blank that count as letters, variation selectors,
 * the combining grapheme joiner), so a name holding one looks like a name without it.
 */
// Alternatives, not one class: a combining mark or an emoji modifier inside a class
// would read as part of its neighbour.
/* eslint-disable regexp/prefer-character-class */
const INVISIBLE =
  /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]|\u034F|\u17B4|\u17B5|[\u180B-\u180F]|[\uFE00-\uFE0F]|[\u{E0100}-\u{E01EF}]/u;

export const BIDI_CONTROL_ERROR = 'Remove the hidden direction-changing characters: they can disguise text';
export const USERNAME_INVISIBLE_ERROR = 'Username cannot contain invisible or direction-changing characters';

export const hasBidiControls = (text: string) => BIDI_CONTROLS.test(text);
export const hasInvisibleCharacters = (text: string) =>
  INVISIBLE.test(text) || BIDI_MARKS.test(text) || BIDI_CONTROLS.test(text);

// Zero-width spaces, the byte-order mark, word joiner, soft hyphen and the Mongolian
// vowel separator: invisible, and nothing in a listing or post needs them.
const ZERO_WIDTH = /[\u200B\u2060\uFEFF\u00AD\u180E]/gu;
// Joiners matter inside emoji sequences (👨‍👩‍👧, 🏳️‍🌈) and in scripts that shape letters
// (Arabic, Indic); anywhere else they only hide a difference, so they go.
const EMOJI_BEFORE = String.raw`\p{Extended_Pictographic}(?:\u{FE0F}|[\u{1F3FB}-\u{1F3FF}])?`;
const SHAPED = String.raw`\p{sc=Arabic}\p{sc=Syriac}\p{sc=Thaana}\p{sc=Devanagari}\p{sc=Bengali}\p{sc=Gurmukhi}\p{sc=Gujarati}\p{sc=Oriya}\p{sc=Tamil}\p{sc=Telugu}\p{sc=Kannada}\p{sc=Malayalam}\p{sc=Sinhala}`;
const STRAY_ZWJ = new RegExp(
  String.raw`(?<!${EMOJI_BEFORE}|[${SHAPED}]\p{M}?)\u200D|\u200D(?!\p{Extended_Pictographic}|[${SHAPED}])`,
  'gu',
);
const STRAY_ZWNJ = new RegExp(String.raw`(?<![${SHAPED}]\p{M}?)\u200C|\u200C(?![${SHAPED}])`, 'gu');
/* eslint-enable regexp/prefer-character-class */

/** NFKC, then the invisible characters nobody needs dropped; joiners kept where they join. */
export function tidyText(text: string): string {
  return text.normalize('NFKC').replace(ZERO_WIDTH, '').replace(STRAY_ZWJ, '').replace(STRAY_ZWNJ, '');
}
