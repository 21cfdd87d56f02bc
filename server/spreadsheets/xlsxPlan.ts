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

/** Workbook and relations parts are a few KB (256 KB would name ~2,000 sheets): past it, no workbook of ours. */
const MAX_SMALL_PART = 256 * 1024;
/** On the server's own thread a look costs at most a couple of ms: larger parts are left to a worker. */
const PREFLIGHT_SMALL_PART = 64 * 1024;

/** The look on the server's thread stopped short: a worker will judge this file in full. */
export class PlanDeferred extends Error {}

const unreadable = () => new SheetRefused({ kind: 'unreadable' });

/** The scan is over: what was looked for is found. */
const FOUND = Symbol('found');

/**
 * The first element named `name` that `accept`s, scanning a small part only as far as needed (the
 * first `<sheet>` of a workbook comes within its first KB).
 */
function findElement(
  xml: Buffer,
  name: string,
  accept: (a: Attributes) => boolean = () => true,
): Attributes | undefined {
  let found: Attributes | undefined;
  const handler: XmlHandler = {
    wantsText: false,
    open: (n, attributes) => {
      if (n !== name || !accept(attributes)) return;
      found = attributes;
      throw FOUND;
    },
    close: () => {},
    text: () => {},
  };
  const scanner = new XmlScanner(handler);
  const text = xml.toString('utf8');
  try {
    for (let at = 0; at < text.length; at += 16_384) scanner.write(text.slice(at, at + 16_384));
    scanner.end();
  } catch (error) {
    if (error !== FOUND) throw error;
  }
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
 * dimension passes them. As a `preflight`, on the server's own thread before a worker is asked to
 * read the rows, it looks for no shared strings and throws `PlanDeferred` rather than scan a small
 * part past 64 KB: a couple of ms at most, whatever the file.
 */
export function planXlsx(bytes: Uint8Array, limits: SheetLimits, preflight = false): XlsxPlan {
  const directory = zipDirectory(bytes, limits);
  if (!directory.ok) throw new SheetRefused(directory.refusal);
  const { parts } = directory;
  const small = (name: string): Buffer | undefined => {
    const part = parts.get(name);
    if (!part) return undefined;
    if (preflight && part.size > PREFLIGHT_SMALL_PART) throw new PlanDeferred();
    if (part.size > MAX_SMALL_PART) throw unreadable();
    return inflateWhole(bytes, part);
  };
  try {
    const rootRels = small('_rels/.rels');
    const office = rootRels
      ? findElement(rootRels, 'Relationship', (r) => r.get('Type')?.endsWith('/officeDocument') === true)
      : undefined;
    const workbookName = resolveTarget('', office?.get('Target') ?? 'xl/workbook.xml');
    const workbook = small(workbookName);
    const workbookRels = small(relsOf(workbookName));
    if (!workbook || !workbookRels) throw unreadable();
    const firstSheetId = findElement(workbook, 'sheet')?.get('id');
    if (firstSheetId === undefined) throw unreadable();
    const base = workbookName.slice(0, workbookName.lastIndexOf('/') + 1);
    const target = (r: Attributes | undefined) => {
      const t = r?.get('Target');
      return t === undefined ? undefined : parts.get(resolveTarget(base, t));
    };
    const sheet = target(findElement(workbookRels, 'Relationship', (r) => r.get('Id') === firstSheetId));
    if (!sheet) throw unreadable();
    checkDimension(declaredDimension(inflateStart(bytes, sheet)), limits);
    const sharedStrings = !preflight
      ? target(
          findElement(
            workbookRels,
            'Relationship',
            (r) => r.get('Type')?.endsWith('/sharedStrings') === true,
          ),
        )
      : undefined;
    return { sheet, sharedStrings };
  } catch (error) {
    if (error instanceof XmlMalformed) throw unreadable();
    throw error;
  }
}
