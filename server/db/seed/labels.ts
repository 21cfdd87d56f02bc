import Ajv from 'ajv';
import enGBFile from '../../../schemas/catalogues/labels/en-GB.json';
import itITFile from '../../../schemas/catalogues/labels/it-IT.json';
import labelsFileSchema from '../../../schemas/catalogues/labels/labels.schema.json';
import { LABEL_TEXTS } from '../../../schemas/catalogues/labelTexts';

const FILES: Record<string, unknown> = { 'it-IT': itITFile, 'en-GB': enGBFile };

/**
 * Problems of the label files against schemas/catalogues/labels/labels.schema.json, one `file#pointer: message` line
 * each: a seed from a broken file would show keys instead of texts, so it stops instead.
 */
export function labelFileProblems(files: Record<string, unknown> = FILES): string[] {
  const validate = new Ajv({ allErrors: true, strict: true }).compile(labelsFileSchema);
  return Object.entries(files).flatMap(([culture, json]) => {
    if (validate(json)) return [];
    const file = `schemas/catalogues/labels/${culture}.json`;
    return (validate.errors ?? [])
      .filter((e) => !e.schemaPath.startsWith('#/propertyNames/'))
      .map((e) =>
        e.keyword === 'propertyNames'
          ? `${file}#/${String(e.params.propertyName)}: not a label key (dotted words, e.g. "menu.home")`
          : `${file}#${e.instancePath || '/'}: ${e.message ?? 'invalid'}`,
      );
  });
}

type LabelRow = { culture: string; chiave: string; testo: string };

/**
 * Label rows for the `labels` table, those `wanted` only. `{product}` in texts becomes the brand name.
 * The files are checked when a row is to be seeded from them; a database that has every label takes
 * nothing from them, and the start skips the check (ajv's compile, ~20 ms; labelCatalogue.test.ts
 * checks the files of every build).
 */
export function labelRows(slug: string, wanted: (row: LabelRow) => boolean = () => true): LabelRow[] {
  const rows: LabelRow[] = [];
  const brand = slug.charAt(0).toUpperCase() + slug.slice(1);
  for (const [culture, table] of Object.entries(LABEL_TEXTS)) {
    for (const [chiave, testo] of Object.entries(table)) {
      const row = { culture, chiave, testo: testo.replaceAll('{product}', brand) };
      if (wanted(row)) rows.push(row);
    }
  }
  if (rows.length === 0) return rows;
  const problems = labelFileProblems();
  if (problems.length > 0) throw new Error(`Label files with problems:\n${problems.join('\n')}`);
  return rows;
}
