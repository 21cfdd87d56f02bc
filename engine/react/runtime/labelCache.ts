import type { KyInstance } from 'ky';

/** A culture's texts by key. */
export interface LabelTexts {
  [key: string]: string;
}

/**
 * How the app's server hands out a culture's texts; it gets the background client (no busy
 * overlay, no toast), so the engine names no endpoint of the app's API.
 */
export type LoadLabels = (client: KyInstance, culture: string) => Promise<LabelTexts>;

/**
 * Texts per culture from the app's `load` (spec 1 §7), fetched once per culture and cached; a
 * failed load yields empty texts (spec 1 §4 "Culture change") and is not cached, so a later change
 * of culture may try again.
 *
 * @example const labels = createLabelCache(clients.background, loadLabels); await labels.load('en-GB')
 */
export function createLabelCache(client: KyInstance, load: LoadLabels) {
  const loaded = new Map<string, Promise<LabelTexts>>();
  return {
    load(culture: string): Promise<LabelTexts> {
      const cached = loaded.get(culture);
      if (cached) return cached;
      const request = load(client, culture).catch(() => {
        loaded.delete(culture);
        return {} as LabelTexts;
      });
      loaded.set(culture, request);
      return request;
    },
    /** Seeds a culture's texts (tests, stories). */
    prime(culture: string, labels: LabelTexts): void {
      loaded.set(culture, Promise.resolve(labels));
    },
  };
}

export type LabelCache = ReturnType<typeof createLabelCache>;

/** `t(key, fallback)`: the culture's text, else the fallback, else the key itself. */
export function translator(labels: LabelTexts): (key: string, fallback?: string) => string {
  return (key, fallback) => {
    const text = labels[key];
    return typeof text === 'string' && text !== '' ? text : (fallback ?? key);
  };
}
