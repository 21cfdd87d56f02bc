import type { ErrorObject } from 'ajv';
import parametriViaggio from '../../../schemas/entities/parametriViaggio.schema.json';
import type { ParametriViaggio } from '../../../schemas/types';
import validateTrip from '../../form/validators/parametriViaggio.daPrezzare';
import uiSchema from '../tripForm.uiSchema.json';

/** A JSON Schema as data. */
export type Rules = { [keyword: string]: unknown };

/** The trip parameters' entity schema: the form's fields and their types. */
export const tripEntity: Rules = parametriViaggio;

/**
 * What a trip needs before it is searched or priced (parametriViaggio.schema.json `$defs.daPrezzare`).
 * It is checked by `validateTrip`, ajv's code for it precompiled by scripts/compile-form-validators.ts
 * (ENTITY_RULES): the portal's CSP forbids compiling schemas in the browser.
 */
export const tripRules: Rules = parametriViaggio.$defs.daPrezzare;

/** The trip form's layout, labels and messages (label keys). */
export const tripUiSchema = uiSchema;

export type TripField = keyof typeof uiSchema & keyof ParametriViaggio;

const fieldOrder = uiSchema['ui:order'].filter((f): f is TripField => f in uiSchema);

const entityFields = Object.keys(parametriViaggio.properties) as Array<keyof ParametriViaggio>;

function messageOf(field: TripField): string | null {
  const options: Record<string, unknown> = uiSchema[field]['ui:options'];
  return typeof options.messaggio === 'string' ? options.messaggio : null;
}

/** The field an ajv error is about: the missing one for `required`, else the first step of its path. */
function fieldOf(error: ErrorObject): string | null {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  // An `if` error only says its `then` failed; the `then`'s own errors name the fields.
  if (error.keyword === 'if') return null;
  return error.instancePath.split('/')[1] ?? null;
}

/** The ajv errors of the trip rules for these values; [] when they hold. */
function errorsOf(parametri: ParametriViaggio): ErrorObject[] {
  return validateTrip(parametri) ? [] : (validateTrip.errors ?? []);
}

/**
 * The fields the trip form must mark required for these values: those ajv reports missing when they
 * are left out, so the rules' `required` and that of a `then` whose `if` holds (the trip amount for
 * the policy types that need it) both count, without reading the schema's structure here.
 */
export function requiredFields(parametri: ParametriViaggio): string[] {
  return entityFields.filter((field) => {
    const without: ParametriViaggio = { ...parametri };
    delete without[field];
    return errorsOf(without).some(
      (e) => e.keyword === 'required' && e.instancePath === '' && e.params.missingProperty === field,
    );
  });
}

/**
 * The trip-parameter checks of spec 2 §5: each field that breaks the rules, in the form's order, with
 * the label key of its message (one red toast each).
 */
export function tripProblems(parametri: ParametriViaggio): Array<{ field: TripField; key: string }> {
  const broken = new Set(errorsOf(parametri).map(fieldOf));
  return fieldOrder.flatMap((field) => {
    const key = messageOf(field);
    return broken.has(field) && key ? [{ field, key }] : [];
  });
}

/**
 * Spec 2 §5: a number of participants below 1 is treated as 1, so the field, the participant rows
 * and the price all say 1 (issue 24: a 0 kept in the field left the premium empty).
 */
export function almenoUnPartecipante(parametri: ParametriViaggio): ParametriViaggio {
  const n = parametri.numeroPartecipanti;
  return typeof n === 'number' && n < 1 ? { ...parametri, numeroPartecipanti: 1 } : parametri;
}
