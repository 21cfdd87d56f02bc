import { PRICING_ERROR_TEXTS } from './pricingErrorTexts';
import enGBFile from './labels/en-GB.json';
import itITFile from './labels/it-IT.json';

/** A labels file without its `$schema` line: label key to text. */
function textsOf(file: Record<string, string>): Record<string, string> {
  const { $schema: _schema, ...texts } = file;
  return texts;
}

/**
 * Italian texts of the UI, by label key, from labels/it-IT.json. Texts quoted by the spec are
 * verbatim (including its straight apostrophes and capitals). The codes of the pricing errors keep
 * their texts beside the pricing rules (server/domain/pricing), which also use them as fallback.
 */
export const itIT: Record<string, string> = { ...textsOf(itITFile), ...PRICING_ERROR_TEXTS };

/** English texts, where we have them (labels/en-GB.json); the server fills every other key with its it-IT text. */
export const enGB: Record<string, string> = textsOf(enGBFile);

/** The cultures the seed writes, each with its texts. */
export const LABEL_TEXTS: Readonly<Record<string, Record<string, string>>> = { 'it-IT': itIT, 'en-GB': enGB };

/** Every label key the seed writes (each culture's keys are a subset of it-IT's). */
export const labelKeys = (): string[] => Object.keys(itIT);
