// The canary a working payload sets, and the payload shape and categories.
export const CANARY = 'window.__xss=1';

export interface XssPayload {
  /** Stable, unique name for reports: category and number. */
  name: string;
  category: XssCategory;
  html: string;
}

export type XssCategory =
  | 'script'
  | 'event-handler'
  | 'javascript-url'
  | 'other-scheme'
  | 'svg'
  | 'mathml'
  | 'frame'
  | 'object'
  | 'form'
  | 'meta-base-link'
  | 'style'
  | 'mutation'
  | 'broken-markup'
  | 'clobbering';
