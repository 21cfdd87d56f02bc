type UiSchema = { [key: string]: unknown };

const TEXT_KEYS = ['ui:title', 'ui:description', 'ui:help', 'ui:placeholder'];

/**
 * Screen files give labels as catalogue keys (`"ui:title": "login.username"`); RJSF wants texts.
 * Walks the uiSchema and turns every such key into the current culture's text.
 *
 * @example translateUiSchema({ username: { 'ui:title': 'login.username' } }, t)
 *   // { username: { 'ui:title': 'Nome utente' } }
 */
export function translateUiSchema(uiSchema: UiSchema, t: (key: string) => string): UiSchema {
  const out: UiSchema = {};
  for (const [key, value] of Object.entries(uiSchema)) {
    if (TEXT_KEYS.includes(key) && typeof value === 'string') out[key] = t(value);
    else if (value && typeof value === 'object' && !Array.isArray(value) && key !== 'ui:options')
      out[key] = translateUiSchema(value as UiSchema, t);
    else out[key] = value;
  }
  return out;
}
