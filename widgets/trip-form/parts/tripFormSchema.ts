import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import dayjs from 'dayjs';
import type { ParametriViaggio } from '../../../schemas/types';
import { limitiDate } from './dateViaggio';
import { requiredFields, tripEntity, tripUiSchema, type Rules } from './tripRules';
import type { Translate } from '../../../engine/core/messages';

/** The dropdown lists the form reads (spec 2 §7 "Dropdowns"), by the field they feed. */
export interface TripSources {
  destinazioni: string;
  eta: string;
  nazionalita: string;
  tipologiePolizza: string;
}

const SOURCE_FIELD: Record<
  keyof TripSources,
  'destinazioneStato' | 'eta' | 'nazionalita' | 'tipologiaPolizza'
> = {
  destinazioni: 'destinazioneStato',
  eta: 'eta',
  nazionalita: 'nazionalita',
  tipologiePolizza: 'tipologiaPolizza',
};

export interface OptionList {
  value: string | number;
  text: string;
}

export interface TripSchemaOptions {
  t: Translate;
  /** The quote page: policy type shown, required fields marked. */
  quote: boolean;
  values: ParametriViaggio;
  /** Dropdown paths that replace the uiSchema's. */
  sources?: Partial<TripSources>;
  columns: number;
  secondoImporto: boolean;
  /** Spec 2 §2: 'Area di Residenza' when the text type is 6 and the category is 4. */
  categoriaID: number | null;
  /** The product's own lists (product page), instead of the dropdown calls. */
  destinazioni?: OptionList[];
  nazionalita?: OptionList[];
  /** Labels from the product's cart texts (kind → text), overriding the defaults. */
  testi?: Record<number, string>;
  /** The screen's default choices (value or text of an item), by field. */
  defaults?: Partial<Record<string, string>>;
  today?: string;
}

const isObject = (value: unknown): value is Rules =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A field of the entity as the form edits it: a choice among a code and a dropdown item (`anyOf`
 * with an object branch, which the API also accepts) is edited as the code; the entity's own
 * description documents the API and is not shown.
 */
function formProperty(entity: unknown): Rules {
  if (!isObject(entity)) return {};
  const { description: _description, anyOf, ...rest } = entity;
  if (!Array.isArray(anyOf)) return rest;
  const scalars = anyOf.filter((b): b is Rules => isObject(b) && b.type !== 'object');
  return { ...rest, ...Object.assign({}, ...scalars), type: scalars.map((b) => b.type).flat() };
}

/**
 * The trip-parameter form (spec 2 §2) as an RJSF schema and uiSchema: the fields and types of
 * parametriViaggio.schema.json laid out by tripForm.uiSchema.json, with what JSON cannot say here —
 * the labels from the product's cart texts, the product's own lists, the date bounds that follow
 * the other date (spec 2 §5), the policy type shown only on the quote page.
 */
export function tripFormSchema(o: TripSchemaOptions): { schema: RJSFSchema; uiSchema: UiSchema } {
  const { t, values, testi = {} } = o;
  const today = o.today ?? dayjs().format('YYYY-MM-DD');
  const entityProperties = isObject(tripEntity.properties) ? tripEntity.properties : {};
  const fields = tripUiSchema['ui:order'].filter((f) => f !== 'secondoImporto' || o.secondoImporto);
  const uiSchema: UiSchema = { 'ui:options': { columns: o.columns }, 'ui:order': fields };
  const properties: Record<string, RJSFSchema> = {};

  for (const field of fields) {
    const ui = tripUiSchema[field as keyof typeof tripUiSchema];
    if (!isObject(ui)) continue;
    const options: Rules = { ...(isObject(ui['ui:options']) ? ui['ui:options'] : {}) };
    const kind = typeof options.testoCarrello === 'number' ? testi[options.testoCarrello] : undefined;
    const titleKey =
      field === 'nazionalita' && o.categoriaID === 4 ? 'viaggio.areaResidenza' : String(ui['ui:title']);
    const title = kind ?? t(titleKey);
    properties[field] = { ...formProperty(entityProperties[field]), title };
    if (typeof options.emptyText === 'string') options.emptyText = t(options.emptyText);
    const { testoCarrello: _kind, messaggio: _message, ...shown } = options;
    const preset = o.defaults?.[field];
    if (preset !== undefined && ui['ui:widget'] === 'dropdown') shown.defaultChoice = preset;
    uiSchema[field] = { 'ui:widget': ui['ui:widget'], 'ui:options': shown };
  }

  for (const [list, field] of Object.entries(SOURCE_FIELD) as Array<[keyof TripSources, string]>) {
    const path = o.sources?.[list];
    const ui = uiSchema[field] as { 'ui:options': Rules } | undefined;
    if (path && ui) ui['ui:options'].source = path;
  }
  // The product page lists the product's own destinations and departure areas.
  for (const [field, own] of [
    ['destinazioneStato', o.destinazioni],
    ['nazionalita', o.nazionalita],
  ] as const) {
    if (!own || !properties[field]) continue;
    properties[field] = { ...properties[field], oneOf: own.map((x) => ({ const: x.value, title: x.text })) };
    const hidden = field === 'nazionalita' ? { hiddenLabel: true } : {};
    uiSchema[field] = {
      'ui:widget': 'select',
      'ui:placeholder': properties[field].title,
      'ui:options': hidden,
    };
  }
  // Spec 2 §2: the nationality's label is hidden; the list's empty choice says what it is.
  const nazionalita = uiSchema.nazionalita as { 'ui:options': Rules } | undefined;
  if (nazionalita && !o.nazionalita) nazionalita['ui:options'].emptyText = properties.nazionalita?.title;
  if (!o.quote) uiSchema.tipologiaPolizza = { 'ui:widget': 'hidden' };

  // Spec 2 §5: the start from today, the end from the start (today without one), neither past
  // 31/12/2099. A date outside is kept as typed and shown invalid with its message (issue 24).
  const limiti = limitiDate(values, t, today);
  uiSchema.inizioViaggio = { ...(uiSchema.inizioViaggio as object), 'ui:options': limiti.inizioViaggio };
  uiSchema.fineViaggio = { ...(uiSchema.fineViaggio as object), 'ui:options': limiti.fineViaggio };

  const required = o.quote ? requiredFields(values).filter((f) => f in properties) : [];
  return { schema: { type: 'object', required, properties }, uiSchema };
}
