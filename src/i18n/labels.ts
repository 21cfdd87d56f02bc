import { api } from '../api/client';

export type Labels = Record<string, string>;

export const DEFAULT_CULTURE = 'it-IT';

const cache = new Map<string, Labels>();

/** Texts for a culture, fetched once and cached; a failed load yields no texts (spec 1 §4). */
export async function loadLabels(culture: string = DEFAULT_CULTURE): Promise<Labels> {
  const cached = cache.get(culture);
  if (cached) return cached;
  try {
    const labels = await api.get(`localization/labels/${encodeURIComponent(culture)}`).json<Labels>();
    cache.set(culture, labels);
    return labels;
  } catch {
    return {};
  }
}

/** The text of `key`, or the Italian `fallback` when the catalogue lacks it. */
export function label(labels: Labels, key: string, fallback: string): string {
  const text = labels[key];
  return typeof text === 'string' && text !== '' ? text : fallback;
}
