// Browsers and Node both have URLSearchParams; this package compiles without either's typings.
declare class URLSearchParams {
  constructor(init?: [string, string][]);
  toString(): string;
}
