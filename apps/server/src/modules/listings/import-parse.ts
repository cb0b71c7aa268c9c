import { IMPORT_NEEDS_HEADER, IMPORT_NO_DTD, IMPORT_NO_LISTINGS } from '@nyumba/domain';

// The two shapes an agency's import comes in: a CSV with the header line (RFC 4180 quoting),
// or an XML feed of <listing> elements whose children are named as the CSV's columns.

/** Rows of a CSV as objects keyed by its header; a file without the header is refused. */
export function parseCsv(text: string, header: readonly string[]): Record<string, string>[] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  const nonEmpty = records.filter((row) => row.some((cell) => cell.trim() !== ''));
  const [first, ...rest] = nonEmpty;
  const names = (first ?? []).map((name) => name.trim());
  const missing = header.filter((name) => !names.includes(name));
  if (missing.length > 0) throw new ImportShapeError(IMPORT_NEEDS_HEADER);
  return rest.map((row) => Object.fromEntries(names.map((name, i) => [name, row[i] ?? ''])));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decode = (text: string) =>
  text
    .replace(/^<!\[CDATA\[([\s\S]*)\]\]>$/, '$1')
    .replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, name: string) =>
      name.startsWith('#x') || name.startsWith('#X')
        ? String.fromCodePoint(parseInt(name.slice(2), 16))
        : name.startsWith('#')
          ? String.fromCodePoint(Number(name.slice(1)))
          : ENTITIES[name.toLowerCase()]!,
    )
    .trim();

/**
 * The <listing> elements of a feed, each child by its name. Only this flat shape is read: no
 * DTD, no entities beyond XML's five (a feed cannot make the parser fetch or expand anything).
 */
export function parseFeedXml(text: string, header: readonly string[]): Record<string, string>[] {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new ImportShapeError(IMPORT_NO_DTD);
  const rows: Record<string, string>[] = [];
  for (const match of text.matchAll(/<listing\b[^>]*>([\s\S]*?)<\/listing>/g)) {
    const row: Record<string, string> = {};
    for (const name of header) {
      const found = new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`).exec(match[1]!);
      row[name] = found ? decode(found[1]!) : '';
    }
    rows.push(row);
  }
  if (rows.length === 0) throw new ImportShapeError(IMPORT_NO_LISTINGS);
  return rows;
}

/** The file as a whole cannot be read: a 400, not a row's refusal. */
export class ImportShapeError extends Error {}
