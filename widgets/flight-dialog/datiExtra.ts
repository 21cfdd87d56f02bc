import type { Volo } from '../../schemas/types';

/** UTF-8 JSON → base64url without Buffer (the browser has none): TextEncoder and btoa. */
export function toBase64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64url of UTF-8 JSON → the value; null when it is not. */
export function fromBase64Url(text: string): unknown {
  try {
    const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

type Extra = Record<string, unknown>;

function extraOf(datiExtra: string | null | undefined): Extra {
  if (!datiExtra) return {};
  const value = fromBase64Url(datiExtra);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Extra) : {};
}

/** The flights held in datiExtra (spec 2 §3: safe-base64 JSON with datiVolo); [] when none or unreadable. */
export function voliDaDatiExtra(datiExtra: string | null | undefined): Volo[] {
  const { datiVolo } = extraOf(datiExtra);
  return Array.isArray(datiVolo) ? (datiVolo as Volo[]) : [];
}

/** datiExtra with `voli` as its datiVolo, anything else it held kept. */
export function datiExtraConVoli(datiExtra: string | null | undefined, voli: Volo[]): string {
  return toBase64Url({ ...extraOf(datiExtra), datiVolo: voli });
}
