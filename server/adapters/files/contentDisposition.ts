/** RFC 5987 value characters: encodeURIComponent leaves ' ( ) * ! as they are, which `filename*` may not hold. */
const rfc5987 = (s: string) =>
  encodeURIComponent(s).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The Content-Disposition of a stored file sent as a download under the name it was uploaded with:
 * a header-safe ASCII fallback in `filename` (control characters, quotes and backslashes become `_`,
 * so a name can never break the header) and the exact UTF-8 name in `filename*` (RFC 6266).
 *
 * @example allegato('elenco à.pdf') // attachment; filename="elenco _.pdf"; filename*=UTF-8''elenco%20%C3%A0.pdf
 */
export function allegato(nome: string): string {
  const ascii = nome.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(nome)}`;
}
