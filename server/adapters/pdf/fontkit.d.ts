/** The one function of fontkit (pdfkit's font engine) the server calls: a font file parsed. */
declare module 'fontkit' {
  /** A parsed font; pdfkit takes it wherever it takes a font file (it has `layout`). */
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
