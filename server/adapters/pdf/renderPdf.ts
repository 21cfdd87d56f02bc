import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Font } from 'fontkit';

/**
 * Text documents (terms and conditions, and next the certificates) as PDF, made with pdfkit: A4
 * pages, automatic wrapping and page breaks, a "Pagina n di N" footer on every page, document
 * metadata (title shown by viewers, author, language it-IT).
 *
 * Why pdfkit: it is the engine under pdfmake, so it can do everything pdfmake can, with lower-level
 * control over placement, which certificates (boxed tables, logos, signatures, QR codes) need; it
 * writes to a stream and runs in plain Node. @react-pdf/renderer would bring React and its own
 * layout engine onto the server for documents this simple.
 *
 * The font is Liberation Sans (server/assets/fonts, SIL Open Font License), metric-compatible with
 * Helvetica/Arial and embedded as a subset: unlike the standard Helvetica (WinAnsi only, never
 * embedded) it prints every Latin name an insured person may have (Łukasz, Ødegård, Şahin) as well
 * as the Italian accents and €, and looks the same in every viewer.
 *
 * await renderPdf({ title: 'Condizioni', author: 'Compagnia', blocks: [{ kind: 'heading', text: 'Oggetto' }] })
 */

export type PdfBlockKind = 'title' | 'heading' | 'paragraph' | 'small';
export interface PdfBlock {
  kind: PdfBlockKind;
  text: string;
}
export interface PdfDocument {
  /** The first block, and the Title metadata viewers show. */
  title: string;
  blocks: PdfBlock[];
  /** Left part of every page's footer, e.g. the insurer's name. */
  footer?: string;
  /** Author metadata, e.g. the insurer whose terms these are. */
  author?: string;
}

const FONTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/fonts');
const REGULAR = path.join(FONTS_DIR, 'LiberationSans-Regular.ttf');
const BOLD = path.join(FONTS_DIR, 'LiberationSans-Bold.ttf');

const MARGIN = 56;
const FOOTER_FROM_BOTTOM = 36;
const STYLE: Record<PdfBlockKind, { font: 'regular' | 'bold'; size: number; before: number }> = {
  title: { font: 'bold', size: 16, before: 0 },
  heading: { font: 'bold', size: 12, before: 10 },
  paragraph: { font: 'regular', size: 10, before: 4 },
  small: { font: 'regular', size: 8, before: 4 },
};

let fonts: Promise<{ regular: PDFKit.Mixins.PDFFontSource; bold: PDFKit.Mixins.PDFFontSource }> | undefined;

/**
 * The two fonts, read and parsed once per process. Given a file, pdfkit reads and parses it again for
 * every document (its tables, then each glyph's metrics as the text is laid out): two thirds of a
 * certificate's time, and each purchase's confirmation makes one. pdfkit takes a parsed font as it
 * takes a file; each document still embeds its own subset of it. A document is laid out without
 * yielding between its start and `end()`, so no two share the font's caches midway.
 */
function fontsOnce() {
  fonts ??= (async () => {
    const [{ create }, regular, bold] = await Promise.all([
      import('fontkit'),
      readFile(REGULAR),
      readFile(BOLD),
    ]);
    // pdfkit accepts a parsed font (it checks for `layout`); its types list file sources only.
    const parsed = (file: Buffer) => ricordaLavoro(create(file)) as unknown as PDFKit.Mixins.PDFFontSource;
    return { regular: parsed(regular), bold: parsed(bold) };
  })();
  fonts.catch(() => (fonts = undefined));
  return fonts;
}

/** How many words' layouts, and how many fonts' subsets, a font keeps before starting afresh. */
export const MEMORIA_FONT = { parole: 20_000, sottoinsiemi: 64 };

/** A word as fontkit lays it out: its glyphs and their positions (pdfkit scales the positions in place). */
interface Corsa {
  glyphs: unknown[];
  positions: object[];
}
interface Sottoinsieme {
  glyphs: number[];
  encode(): Uint8Array;
}

/**
 * What pdfkit asks of a font again for every document, kept by the font across documents: pdfkit
 * keeps a word's layout for one document only (its `layoutCache`), so every certificate shaped every
 * word of its fixed text anew (fontkit's feature lookups: a third of a certificate's time), and
 * encoded its font subset glyph by glyph (another third). Both are functions of the font and of their
 * input alone: a word's layout of its text (pdfkit asks without features), a subset's bytes of the
 * glyphs it holds in their order. Each document still gets its own copy of the positions pdfkit scales,
 * and embeds the subset of the glyphs it uses: the PDFs are the same bytes as before.
 */
export function ricordaLavoro<F extends Font>(font: F): F {
  const f = font as unknown as {
    layout(text: string, features?: unknown): Corsa;
    createSubset(): Sottoinsieme;
  };
  const layout = f.layout.bind(f);
  const corse = new Map<string, Corsa>();
  const copia = (c: Corsa): Corsa =>
    Object.assign(Object.create(Object.getPrototypeOf(c) as object) as Corsa, c, {
      glyphs: c.glyphs.slice(),
      positions: c.positions.map((p) => Object.assign(Object.create(Object.getPrototypeOf(p) as object), p)),
    });
  f.layout = (text, features) => {
    if (features !== undefined) return layout(text, features);
    let corsa = corse.get(text);
    if (!corsa) {
      if (corse.size >= MEMORIA_FONT.parole) corse.clear();
      corsa = layout(text);
      corse.set(text, corsa);
    }
    return copia(corsa);
  };
  const createSubset = f.createSubset.bind(f);
  const sottoinsiemi = new Map<string, Uint8Array>();
  f.createSubset = () => {
    const s = createSubset();
    const encode = s.encode.bind(s);
    s.encode = () => {
      // The key before encoding: a compound glyph adds its components to `glyphs` as it is encoded.
      const chiave = s.glyphs.join(',');
      let byte = sottoinsiemi.get(chiave);
      if (!byte) {
        if (sottoinsiemi.size >= MEMORIA_FONT.sottoinsiemi) sottoinsiemi.clear();
        byte = encode();
        sottoinsiemi.set(chiave, byte);
      }
      return Buffer.from(byte);
    };
    return s;
  };
  return font;
}

const importaPdfkit = () => import('pdfkit');
let pdfkit: ReturnType<typeof importaPdfkit> | undefined;

/** The document as PDF bytes. */
export async function renderPdf(doc: PdfDocument): Promise<Buffer> {
  // pdfkit (with fontkit) takes a noticeable part of a second to load: imported on the first document,
  // and its module kept (an import() of a loaded module still goes through the loader's hooks: tsx's
  // answer from their own thread, a message each way for every document).
  const [{ default: PDFDocument }, font] = await Promise.all([(pdfkit ??= importaPdfkit()), fontsOnce()]);
  const pdf = new PDFDocument({
    size: 'A4',
    pdfVersion: '1.7',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    // The footer says "of N": pages stay in memory until N is known.
    bufferPages: true,
    // Its types name a file only; pdfkit opens the default font as it opens any other.
    font: font.regular as unknown as string,
    lang: 'it-IT',
    displayTitle: true,
    info: {
      Title: doc.title,
      ...(doc.author ? { Author: doc.author } : {}),
      Creator: 'Portale polizze viaggio',
    },
  });
  pdf.registerFont('regular', font.regular);
  pdf.registerFont('bold', font.bold);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const width = pdf.page.width - 2 * MARGIN;
  for (const block of [{ kind: 'title' as const, text: doc.title }, ...doc.blocks]) {
    if (!block.text.trim()) continue;
    const { font, size, before } = STYLE[block.kind];
    pdf.y += before;
    pdf
      .font(font)
      .fontSize(size)
      .text(block.text, MARGIN, pdf.y, { width, lineGap: size * 0.25 });
  }

  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i);
    const footer = `${doc.footer ? `${doc.footer} - ` : ''}Pagina ${i - start + 1} di ${count}`;
    // Inside the bottom margin: lifted for the footer, or pdfkit would start a new page for it.
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font('regular')
      .fontSize(8)
      .text(footer, MARGIN, pdf.page.height - FOOTER_FROM_BOTTOM, { width, lineBreak: false });
    pdf.page.margins.bottom = bottom;
  }
  pdf.end();
  return done;
}
