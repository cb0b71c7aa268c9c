import { z } from 'zod';
import { BIDI_CONTROL_ERROR, hasBidiControls, tidyText } from './unicode-text.ts';

// The text fields strangers write (a listing's words, an alert's name, a review, a report):
// bounded, cleaned of control characters, tidied, and refused with a field error when unsafe.

// Invisible control characters (NUL above all, which PostgreSQL refuses) never belong
// in a listing's text; they are dropped rather than stored. Tabs and newlines stay.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\v\f\u000e-\u001f\u007f]/g;

/**
 * Text of at most `max` characters once control characters are dropped. The length is
 * bounded before any pattern runs (zod runs every check even after one failed, so the
 * bound aborts); control characters are rare, so twice the limit refuses nothing real.
 * Then tidied like all text strangers write (unicode-text.ts), and refused with a field
 * error when it holds direction controls.
 */
export const listingText = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .max(max * 2, { error: tooLong, abort: true })
    .transform((value) => tidyText(value.replace(CONTROL_CHARACTERS, '')))
    .pipe(
      z
        .string()
        .trim()
        .min(1, { error: required })
        .max(max, { error: tooLong })
        .refine((text) => !hasBidiControls(text), { error: BIDI_CONTROL_ERROR }),
    );

// Every way of breaking a line: CR, LF, vertical tab, form feed, NEL, the line and
// paragraph separators; and tabs, which a one-line field has no use for either.
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;

/**
 * A one-line text (a listing's name, an alert's name, a business name): like listingText,
 * with every line break and tab made one space. Such a text is printed into other people's
 * mails and page titles, where a line break it carried would start a line of its own
 * (a fake "From:" or link line in an alert mail's plain text).
 */
export const lineText = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .max(max * 2, { error: tooLong, abort: true })
    .transform((value) => value.replace(LINE_BREAKS, ' '))
    .pipe(listingText(max, required, tooLong));
