import { checkDimension } from './dimension';
import { inflateStart, inflateWhole } from './inflatePart';
import { SheetRefused, type SheetLimits } from './types';
import { XmlMalformed, XmlScanner, type Attributes, type XmlHandler } from './xmlScanner';
import { zipDirectory, type ZipPart } from './zipDirectory';

/** The parts an .xlsx's first sheet is read from. */
export interface XlsxPlan {
  sheet: ZipPart;
  sharedStrings: ZipPart | undefined;
}

/** Workbook and relations parts are a few KB: one past this is no spreadsheet of ours. */
const MAX_SMALL_PART = 2 * 1024 * 1024;

const unreadable = () => new SheetRefused({ kind: 'unreadable' });

/** Every element named `name` in a small XML part, with its attributes. */
function elements(xml: Buffer, name: string): Attributes[] {
  const found: Attributes[] = [];
  const handler: XmlHandler = {
    wantsText: false,
    open: (n, attributes) => {
      if (n === name) found.push(attributes);
    },
    close: () => {},
    text: () => {},
  };
  const scanner = new XmlScanner(handler);
  scanner.write(xml.toString('utf8'));
  scanner.end();
  return found;
}

/** A relationship's target as a part name: relative to `base` (a folder, `xl/`), or absolute. */
function resolveTarget(base: string, target: string): string {
  const parts = (target.startsWith('/') ? target.slice(1) : base + target).split('/');
  const out: string[] = [];
  for (const p of parts) {
    if (p === '..') out.pop();
    else if (p !== '.' && p !== '') out.push(p);
  }
  return out.join('/');
}

/** The `.rels` part of a part: `xl/workbook.xml` → `xl/_rels/workbook.xml.rels`. */
const relsOf = (part: string) => {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
};

/** The sheet's `<dimension ref>`, if it comes before `<sheetData>` within its first 64 KB. */
function declaredDimension(start: Buffer): string | undefined {
  const text = start.subarray(0, 64 * 1024).toString('utf8');
  const rows = text.indexOf('sheetData');
  let ref: string | undefined;
  const handler: XmlHandler = {
    wantsText: false,
    open: (n, attributes) => {
      if (n === 'dimension') ref ??= attributes.get('ref');
    },
    close: () => {},
    text: () => {},
  };
  new XmlScanner(handler).write(rows < 0 ? text : text.slice(0, rows));
  return ref;
}

/**
 * Where an .xlsx keeps its first sheet, and whether it may be read at all, from its central
 * directory and a look at its small parts and the sheet's first bytes: nothing else is inflated.
 * Throws `SheetRefused` for a zip the limits or the format refuse, including a sheet whose declared
 * dimension passes them. Cheap enough (microseconds to a few ms) to run on the server's own thread
 * before a worker is asked to read the rows.
 */
export function planXlsx(bytes: Uint8Array, limits: SheetLimits): XlsxPlan {
  const directory = zipDirectory(bytes, limits);
  if (!directory.ok) throw new SheetRefused(directory.refusal);
  const { parts } = directory;
  const small = (name: string): Buffer | undefined => {
    const part = parts.get(name);
    if (!part) return undefined;
    if (part.size > MAX_SMALL_PART) throw new SheetRefused({ kind: 'tooLarge' });
    return inflateWhole(bytes, part);
  };
  try {
    const rootRels = small('_rels/.rels');
    const office = rootRels
      ? elements(rootRels, 'Relationship').find((r) => r.get('Type')?.endsWith('/officeDocument'))
      : undefined;
    const workbookName = resolveTarget('', office?.get('Target') ?? 'xl/workbook.xml');
    const workbook = small(workbookName);
    const workbookRels = small(relsOf(workbookName));
    if (!workbook || !workbookRels) throw unreadable();
    const firstSheetId = elements(workbook, 'sheet')[0]?.get('id');
    const relations = elements(workbookRels, 'Relationship');
    const base = workbookName.slice(0, workbookName.lastIndexOf('/') + 1);
    const target = (r: Attributes | undefined) => {
      const t = r?.get('Target');
      return t === undefined ? undefined : parts.get(resolveTarget(base, t));
    };
    const sheet = target(relations.find((r) => r.get('Id') === firstSheetId));
    if (firstSheetId === undefined || !sheet) throw unreadable();
    const sharedStrings = target(relations.find((r) => r.get('Type')?.endsWith('/sharedStrings')));
    checkDimension(declaredDimension(inflateStart(bytes, sheet)), limits);
    return { sheet, sharedStrings };
  } catch (error) {
    if (error instanceof XmlMalformed) throw unreadable();
    throw error;
  }
}
