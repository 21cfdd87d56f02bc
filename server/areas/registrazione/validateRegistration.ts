import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { AgencyRegistration } from '../../../schemas/types';
import type { ErrorMessage } from '../../errors';
import { loadEntitySchemas } from '../../plugins/schemas';
import { findComune } from './data/comuni';
import { PROVINCE } from './data/province';
import { isValidCodiceFiscale, isValidPartitaIva } from './fiscalCodes';
import { FILE_FIELDS, TEXT, fieldMessage } from './messages';

let compiled: ValidateFunction | undefined;

/** The entity schema the form uses, compiled once; all errors, so the user fixes every field at once. */
function schemaCheck(): ValidateFunction {
  if (!compiled) {
    // useDefaults: an absent registered office becomes the empty strings the spec sends.
    const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: true });
    addFormats(ajv);
    for (const schema of loadEntitySchemas()) ajv.addSchema(schema);
    compiled = ajv.getSchema('agencyRegistration')!;
  }
  return compiled;
}

const FORM_ORDER = Object.keys(
  (loadEntitySchemas().find((s) => s.$id === 'agencyRegistration')?.properties ?? {}) as object,
);

/** Messages in the form's field order, so the list at the top reads like the form. */
function rank(message: ErrorMessage): number {
  const index = FORM_ORDER.indexOf(message.code.replace(/^registrazione\./, ''));
  return index < 0 ? FORM_ORDER.length : index;
}

function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  if (error.keyword === 'additionalProperties') return String(error.params.additionalProperty);
  return error.instancePath.replace(/^\//, '').split('/')[0] ?? '';
}

function toMessage(error: ErrorObject): ErrorMessage {
  const field = fieldOf(error);
  switch (error.keyword) {
    case 'required':
      return fieldMessage(
        field,
        (FILE_FIELDS as readonly string[]).includes(field)
          ? TEXT.documentoObbligatorio(field)
          : TEXT.obbligatorio(field),
      );
    case 'additionalProperties':
      return { code: 'registrazione.campoNonPrevisto', text: TEXT.nonPrevisto(field), type: 'error' };
    case 'minLength':
      return fieldMessage(
        field,
        Number(error.params.limit) <= 1
          ? TEXT.obbligatorio(field)
          : TEXT.troppoCorto(field, Number(error.params.limit)),
      );
    case 'maxLength':
      return fieldMessage(field, TEXT.troppoLungo(field, Number(error.params.limit)));
    default:
      return fieldMessage(field, TEXT.formato(field));
  }
}

/**
 * Checks a registration (data part plus the names of the received files) against the entity schema
 * and the rules a schema cannot hold: check digits, known provinces and comuni of their province
 * (returned under their official ISTAT denomination). Returns one message per wrong field, in the
 * form's order; an empty list means valid.
 */
export function validateRegistration(
  input: unknown,
): { ok: true; value: AgencyRegistration } | { ok: false; messages: ErrorMessage[] } {
  const check = schemaCheck();
  const messages: ErrorMessage[] = [];
  const seen = new Set<string>();
  if (!check(input)) {
    for (const error of check.errors ?? []) {
      const message = toMessage(error);
      if (seen.has(message.code + message.text) || seen.has(fieldOf(error))) continue;
      seen.add(fieldOf(error));
      seen.add(message.code + message.text);
      messages.push(message);
    }
  }
  const data = (input ?? {}) as Partial<AgencyRegistration>;
  const ok = (field: keyof AgencyRegistration) => typeof data[field] === 'string' && !seen.has(field);
  if (ok('partitaIva') && !isValidPartitaIva(data.partitaIva!))
    messages.push(fieldMessage('partitaIva', TEXT.partitaIvaErrata));
  if (ok('codiceFiscale') && !isValidCodiceFiscale(data.codiceFiscale!))
    messages.push(fieldMessage('codiceFiscale', TEXT.codiceFiscaleErrato));
  const known = (sigla: string) => PROVINCE.some((p) => p.sigla === sigla);
  const value = { ...data } as AgencyRegistration;
  if (ok('provincia') && !known(data.provincia!))
    messages.push(fieldMessage('provincia', TEXT.provinciaSconosciuta));
  else if (ok('provincia') && ok('citta')) {
    const comune = findComune(data.provincia!, data.citta!);
    if (comune) value.citta = comune;
    else messages.push(fieldMessage('citta', TEXT.comuneSconosciuto));
  }
  if (ok('provLeg') && data.provLeg !== '' && !known(data.provLeg!))
    messages.push(fieldMessage('provLeg', TEXT.provinciaSconosciuta));
  else if (ok('provLeg') && ok('cittaLeg')) messages.push(...checkRegisteredOffice(data, value));

  if (messages.length > 0) return { ok: false, messages: messages.sort((a, b) => rank(a) - rank(b)) };
  return { ok: true, value };
}

/**
 * The registered office is either absent (both fields empty) or a listed comune of its province;
 * a found comune is stored under its official denomination.
 */
function checkRegisteredOffice(data: Partial<AgencyRegistration>, value: AgencyRegistration): ErrorMessage[] {
  const provLeg = data.provLeg!;
  const cittaLeg = data.cittaLeg!.trim();
  if (provLeg === '' && cittaLeg === '') {
    value.cittaLeg = '';
    return [];
  }
  if (provLeg === '') return [fieldMessage('provLeg', TEXT.provinciaSedeLegaleMancante)];
  if (cittaLeg === '') return [fieldMessage('cittaLeg', TEXT.comuneSedeLegaleMancante)];
  const comune = findComune(provLeg, cittaLeg);
  if (!comune) return [fieldMessage('cittaLeg', TEXT.comuneSconosciuto)];
  value.cittaLeg = comune;
  return [];
}
