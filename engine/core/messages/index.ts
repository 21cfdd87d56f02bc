import { IntlMessageFormat } from 'intl-messageformat';
import { ENGINE_MESSAGE_DEFAULTS } from './engineMessages';

export { ENGINE_MESSAGE_DEFAULTS, type EngineMessageKey } from './engineMessages';

/**
 * The engine's message catalogue: every text the engine itself shows or answers, by key, with an
 * English default. An app overrides any of them by giving the same key in its labels (the portal's
 * schemas/catalogues/labels/it-IT.json), so the engine holds keys and defaults, never the app's words.
 * Texts are ICU messages: `{name}` placeholders and `{n, plural, one {…} other {…}}` forms.
 */
export const ENGINE_MESSAGES: Readonly<Record<string, string>> = ENGINE_MESSAGE_DEFAULTS;

/** Values of a message's placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A text by key, with its placeholders filled: the labels' text, else the engine's default, else the key. */
export type Translate = (key: string, params?: MessageParams) => string;

/** A message not yet put into words: what a parser or a check reports, worded by whoever shows it. */
export interface MessageRef {
  key: string;
  params?: MessageParams;
}

/** `template` with each `{name}` replaced by `params[name]`; unknown names stay as written. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

// Compiling an ICU message is the costly part; texts repeat, so each culture keeps its compiled ones.
const compiled = new Map<string, IntlMessageFormat | null>();

function compile(template: string, culture: string): IntlMessageFormat | null {
  const id = `${culture}\u0000${template}`;
  let message = compiled.get(id);
  if (message === undefined) {
    try {
      // ICU reads an apostrophe before `{` as the start of a quoted part; Italian texts write
      // apostrophes as letters ("dell'{x}"), so every apostrophe is a literal one.
      // Labels may hold HTML (a link in a notice): tags are text here, never ICU rich-text tags.
      message = new IntlMessageFormat(template.replace(/'/g, "''"), culture, undefined, {
        ignoreTag: true,
      });
    } catch {
      message = null;
    }
    compiled.set(id, message);
  }
  return message;
}

/**
 * `template` as an ICU message filled with `params`, in `culture`. Without params the text is
 * returned as written (a caller may fill `{n}` itself); a text ICU cannot read, or a missing
 * value, falls back to plain `{name}` replacement, so a bad text never breaks a page.
 */
export function formatMessage(template: string, params: MessageParams | undefined, culture: string): string {
  if (!params || !template.includes('{')) return template;
  const message = compile(template, culture);
  if (message) {
    try {
      const out = message.format(params);
      if (typeof out === 'string') return out;
    } catch {
      // a placeholder without a value: plain replacement below keeps it as written
    }
  }
  return interpolate(template, params);
}

/** The engine's own text of `key` (its default), for places with no labels, such as a failed start. */
export function engineText(key: string, params?: MessageParams, culture = 'en'): string {
  return formatMessage(ENGINE_MESSAGES[key] ?? key, params, culture);
}

/**
 * A Translate over a culture's labels: the label's text, else the engine's default, else the key.
 *
 * @example createTranslator({ 'a.b': '{n, plural, one {# riga} other {# righe}}' }, 'it-IT')('a.b', { n: 2 }) // '2 righe'
 */
export function createTranslator(labels: Readonly<Record<string, unknown>>, culture: string): Translate {
  return (key, params) => {
    const text = labels[key];
    const template = typeof text === 'string' && text !== '' ? text : (ENGINE_MESSAGES[key] ?? key);
    return formatMessage(template, params, culture);
  };
}

/**
 * The text of `key`, or `otherwise` when neither the labels nor the engine know the key: for keys
 * that come with data (a server's error code and its description), never for keys in code.
 */
export function textOr(t: Translate, key: string, otherwise: string): string {
  const text = t(key);
  return text === key ? otherwise : text;
}

/** A MessageRef in words. */
export const formatRef = (t: Translate, ref: MessageRef): string => t(ref.key, ref.params);
