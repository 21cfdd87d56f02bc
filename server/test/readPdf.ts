import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

/**
 * Reads a PDF the way a viewer does, with pdf.js (Mozilla's PDF reader, the one in Firefox), for
 * tests: page count, the document information and each page's text as lines.
 *
 * const pdf = await readPdf(res.rawPayload); pdf.pages[0] // ['Condizioni di assicurazione - …', …]
 */

export interface ReadPdf {
  pageCount: number;
  /** Text lines of each page, top to bottom. */
  pages: string[][];
  info: { Title?: string; Author?: string; Language?: string; [key: string]: unknown };
}

export async function readPdf(pdf: Uint8Array): Promise<ReadPdf> {
  // pdf.js takes ownership of the array it is given: a copy leaves the caller's buffer intact.
  const task = getDocument({
    data: new Uint8Array(pdf),
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
  });
  const document = await task.promise;
  try {
    const { info } = await document.getMetadata();
    const pages: string[][] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      const lines: string[] = [];
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += (item as TextItem).str;
        if ((item as TextItem).hasEOL) {
          lines.push(line);
          line = '';
        }
      }
      if (line) lines.push(line);
      pages.push(lines.map((l) => l.trim()).filter(Boolean));
    }
    return { pageCount: document.numPages, pages, info: info as ReadPdf['info'] };
  } finally {
    await task.destroy();
  }
}
