import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import dayjs from 'dayjs';
import { MAX_DATE } from '../../../engine/core/format';
import type { ParametriViaggio } from '../../shopping/types';

/** The dropdown lists the form reads (spec 2 §7 "Dropdowns"). */
export interface TripSources {
  destinazioni: string;
  eta: string;
  nazionalita: string;
  tipologiePolizza: string;
}

export const DEFAULT_SOURCES: TripSources = {
  destinazioni: 'dropdown/destinazioni',
  eta: 'dropdown/eta',
  nazionalita: 'dropdown/nazionalita',
  tipologiePolizza: 'dropdown/tipologiePolizza',
};

export interface OptionList {
  value: string | number;
  text: string;
}

export interface TripSchemaOptions {
  t(key: string, fallback?: string): string;
  /** The quote page: policy type shown, required fields marked. */
  quote: boolean;
  values: ParametriViaggio;
  sources: TripSources;
  columns: number;
  secondoImporto: boolean;
  /** Spec 2 §2: 'Area di Residenza' when the text type is 6 and the category is 4. */
  categoriaID: number | null;
  /** The product's own lists (product page), instead of the dropdown calls. */
  destinazioni?: OptionList[];
  nazionalita?: OptionList[];
  /** Labels from the product's cart texts (kind → text), overriding the defaults. */
  testi?: Record<number, string>;
  today?: string;
}

const listField = (title: string, list: OptionList[] | undefined): RJSFSchema =>
  list && list.length > 0
    ? { type: ['string', 'number'], title, oneOf: list.map((o) => ({ const: o.value, title: o.text })) }
    : { type: ['string', 'number'], title };

/**
 * The trip-parameter form (spec 2 §2) as an RJSF schema and uiSchema: start and end date, destination,
 * age band, participants, nationality (hidden label), policy type (quote page only), trip amount per
 * person and the optional boat amount, with the date rules of spec 2 §5.
 */
export function tripFormSchema(o: TripSchemaOptions): { schema: RJSFSchema; uiSchema: UiSchema } {
  const { t, values, sources, testi = {} } = o;
  const today = o.today ?? dayjs().format('YYYY-MM-DD');
  const nazionalitaLabel =
    o.categoriaID === 4
      ? t('viaggio.areaResidenza', 'Area di Residenza')
      : (testi[6] ?? t('viaggio.nazionalita', 'Area di partenza'));
  const properties: Record<string, RJSFSchema> = {
    inizioViaggio: {
      type: 'string',
      format: 'date',
      title: testi[3] ?? t('viaggio.dataInizio', 'Data Inizio Viaggio'),
    },
    fineViaggio: {
      type: 'string',
      format: 'date',
      title: testi[2] ?? t('viaggio.dataFine', 'Data Fine Viaggio'),
    },
    destinazioneStato: listField(testi[4] ?? t('viaggio.destinazione', 'Destinazione'), o.destinazioni),
    eta: { type: ['string', 'number'], title: testi[12] ?? t('viaggio.eta', 'Età') },
    numeroPartecipanti: {
      type: 'integer',
      minimum: 1,
      title: testi[8] ?? t('viaggio.numeroPartecipanti', 'Numero Partecipanti'),
    },
    nazionalita: listField(nazionalitaLabel, o.nazionalita),
    tipologiaPolizza: {
      type: ['string', 'number'],
      title: t('viaggio.tipologiaPolizza', 'Tipologia Polizza'),
    },
    importoViaggio: {
      type: 'integer',
      minimum: 0,
      title: testi[5] ?? t('viaggio.importoViaggio', 'Importo Viaggio a Persona'),
    },
  };
  if (o.secondoImporto)
    properties.secondoImporto = {
      type: 'integer',
      minimum: 0,
      title: testi[9] ?? t('viaggio.secondoImporto', 'Importo Imbarcazione'),
    };
  const required = ['inizioViaggio', 'fineViaggio', 'destinazioneStato', 'eta', 'numeroPartecipanti'];
  if (o.quote && [5, 6].includes(Number(values.tipologiaPolizza))) required.push('importoViaggio');

  const dropdown = (source: string, emptyText: string) => ({
    'ui:widget': 'dropdown',
    'ui:options': { source, emptyText },
  });
  const select = (emptyText: string) => ({ 'ui:widget': 'select', 'ui:placeholder': emptyText });
  const uiSchema: UiSchema = {
    'ui:options': { columns: o.columns },
    'ui:order': [...Object.keys(properties)],
    inizioViaggio: {
      'ui:widget': 'date',
      'ui:options': { max: values.fineViaggio ? String(values.fineViaggio).slice(0, 10) : MAX_DATE },
    },
    fineViaggio: {
      'ui:widget': 'date',
      'ui:options': {
        min: values.inizioViaggio ? String(values.inizioViaggio).slice(0, 10) : today,
        max: MAX_DATE,
      },
    },
    destinazioneStato: o.destinazioni
      ? select(properties.destinazioneStato!.title as string)
      : dropdown(sources.destinazioni, t('form.selezionare', 'Selezionare…')),
    eta: dropdown(sources.eta, t('form.selezionare', 'Selezionare…')),
    numeroPartecipanti: { 'ui:widget': 'updown' },
    // Spec 2 §2: the nationality's label is hidden; the list's empty choice says what it is.
    nazionalita: o.nazionalita
      ? { ...select(nazionalitaLabel), 'ui:options': { hiddenLabel: true } }
      : {
          'ui:widget': 'dropdown',
          'ui:options': { source: sources.nazionalita, emptyText: nazionalitaLabel, hiddenLabel: true },
        },
    tipologiaPolizza: o.quote
      ? dropdown(sources.tipologiePolizza, t('form.selezionare', 'Selezionare…'))
      : { 'ui:widget': 'hidden' },
    importoViaggio: { 'ui:widget': 'integer-amount' },
    secondoImporto: { 'ui:widget': 'integer-amount' },
  };
  return { schema: { type: 'object', required: o.quote ? required : [], properties }, uiSchema };
}
