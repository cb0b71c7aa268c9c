import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

// The agreement as a PDF (pdf-lib): the text both signed, its SHA-256, and each signature
// (who, the masked number the code went to, when). A4, Helvetica, wrapped to the page.

export interface AgreementPdfInput {
  title: string;
  text: string;
  hash: string;
  signatures: { role: string; name: string; phone: string; signedAt: string }[];
  /** When the file was made, for its footer. */
  madeAt: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const SIZE = 10;
const LEADING = 14;

/**
 * Text the standard font can draw: accents dropped, anything outside its WinAnsi set (other
 * scripts, emoji) shown as "?", so a name can never break the file.
 */
function drawable(font: PDFFont, text: string): string {
  return [...text.normalize('NFKD').replace(/\p{M}/gu, '')]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return '?';
      }
    })
    .join('');
}

/** Lines of at most the page's width, breaking between words (a word longer than a line is cut). */
function wrap(font: PDFFont, text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) {
        line = next;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

export async function agreementPdf(input: AgreementPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(input.title);
  pdf.setProducer('Nyumba');
  pdf.setCreationDate(new Date(input.madeAt));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const write = (text: string, options: { font?: PDFFont; size?: number; gap?: number } = {}) => {
    const face = options.font ?? font;
    const size = options.size ?? SIZE;
    for (const line of wrap(face, drawable(face, text), width, size)) {
      if (y < MARGIN + LEADING) {
        page = pdf.addPage(A4);
        y = A4[1] - MARGIN;
      }
      page.drawText(line, { x: MARGIN, y, size, font: face, color: rgb(0.1, 0.1, 0.1) });
      y -= size + 4;
    }
    y -= options.gap ?? 0;
  };
  write(input.title, { font: bold, size: 14, gap: 8 });
  write(input.text, { gap: 12 });
  write('Signatures / Sahihi', { font: bold, size: 12, gap: 4 });
  if (input.signatures.length === 0) write('Not signed yet / Bado haijatiwa sahihi.');
  for (const s of input.signatures)
    write(
      `${s.role === 'tenant' ? 'Tenant' : 'Landlord'}: ${s.name}, ${s.phone}, signed ${s.signedAt} by a code sent by SMS`,
    );
  y -= 8;
  write('SHA-256 of the agreement text (what each signature signed):', { font: bold });
  write(input.hash, { size: 9, gap: 8 });
  write(`Made by Nyumba on ${input.madeAt}.`, { size: 8 });
  return pdf.save();
}
