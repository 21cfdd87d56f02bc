/**
 * Glyph widths (1/1000 em) of the standard Helvetica and Helvetica-Bold fonts for ASCII 32–126,
 * from Adobe's AFM files, so lines wrap where a viewer would actually run out of room.
 */
// prettier-ignore
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
// prettier-ignore
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

const SPECIAL: Record<string, number> = {
  '€': 556,
  '’': 222,
  '‘': 222,
  '“': 333,
  '”': 333,
  '–': 556,
  '—': 1000,
  '•': 350,
  '…': 1000,
  '«': 556,
  '»': 556,
  '°': 400,
  '§': 556,
  '©': 737,
  '®': 737,
};

function glyphWidth(ch: string, bold: boolean): number {
  const table = bold ? BOLD : REGULAR;
  const code = ch.codePointAt(0)!;
  if (code >= 32 && code <= 126) return table[code - 32]!;
  if (SPECIAL[ch] !== undefined) return SPECIAL[ch]!;
  // An accented letter is as wide as its base letter (à → a).
  const base = ch.normalize('NFD')[0]!;
  const baseCode = base.codePointAt(0)!;
  if (base !== ch && baseCode >= 32 && baseCode <= 126) return table[baseCode - 32]!;
  return 556;
}

/** Width in points of a text set in Helvetica (or Helvetica-Bold) at `size`. */
export function textWidth(text: string, bold: boolean, size: number): number {
  let units = 0;
  for (const ch of text) units += glyphWidth(ch, bold);
  return (units * size) / 1000;
}
