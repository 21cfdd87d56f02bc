/**
 * The engine's message catalogue: every text the engine itself shows or answers, by key, with an
 * English default. An app overrides any of them by giving the same key in its labels (the portal's
 * schemas/catalogues/labels/it-IT.json), so the engine holds keys and defaults, never the app's words.
 * `{name}` placeholders are filled by `interpolate`.
 */
export const ENGINE_MESSAGES: Readonly<Record<string, string>> = {};

/** `template` with each `{name}` replaced by `params[name]`; unknown names stay as written. */
export function interpolate(template: string, params?: Readonly<Record<string, string | number>>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
