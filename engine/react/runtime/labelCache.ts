import type { KyInstance } from 'ky';

import type { Labels } from '../../../schemas/types';
import { createTranslator, type Translate } from '../../core/messages';

export type { Labels };

/**
 * Texts per culture from `GET localization/labels/{culture}` (spec 1 §7), fetched once per culture
 * and cached; a failed load yields empty texts (spec 1 §4 "Culture change") and is not cached, so a
 * later change of culture may try again. The background client loads them: no busy overlay, no toast.
 *
 * @example const labels = createLabelCache(clients.background); await labels.load('it-IT')
 */
export function createLabelCache(client: KyInstance) {
  const loaded = new Map<string, Promise<Labels>>();
  return {
    load(culture: string): Promise<Labels> {
      const cached = loaded.get(culture);
      if (cached) return cached;
      const request = client
        .get(`localization/labels/${encodeURIComponent(culture)}`)
        .json<Labels>()
        .catch(() => {
          loaded.delete(culture);
          return {} as Labels;
        });
      loaded.set(culture, request);
      return request;
    },
    /** Seeds a culture's texts (tests, stories). */
    prime(culture: string, labels: Labels): void {
      loaded.set(culture, Promise.resolve(labels));
    },
  };
}

export type LabelCache = ReturnType<typeof createLabelCache>;

/** `t(key, params)` over a culture's labels: their text, else the engine's default, else the key. */
export function translator(labels: Labels, culture: string): Translate {
  return createTranslator(labels, culture);
}
