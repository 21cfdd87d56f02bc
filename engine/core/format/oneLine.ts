/**
 * Free text as one line. Names, practice references and further data are printed inside the lines of
 * mails and certificates, where a line break or another control character typed or pasted into them
 * would split or forge lines: every run of line breaks, control characters and white space becomes one
 * space, and the ends are trimmed.
 *
 * oneLine('Rossi\r\nBianchi\u0000 ') // 'Rossi Bianchi'
 */
export function oneLine(text: string): string {
  return text.replace(/[\s\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
}
