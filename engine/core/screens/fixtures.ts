import { createRegistry, type WidgetDescriptor, type WidgetRegistry } from '../registry';

/** Widgets the core's own tests compose screens from: a leaf, a form, a grid and a container. */
export const FIXTURE_WIDGETS: readonly WidgetDescriptor[] = [
  {
    name: 'page-in-preparazione',
    props: { type: 'object', properties: { message: { type: 'string' } }, additionalProperties: false },
  },
  {
    name: 'login-form',
    props: {
      type: 'object',
      properties: { form: { $ref: 'form.schema.json' } },
      additionalProperties: false,
    },
  },
  {
    name: 'grid',
    props: {
      type: 'object',
      properties: {
        source: { $ref: 'data-source.schema.json' },
        columns: { type: 'array', items: { $ref: 'grid-column.schema.json' }, minItems: 1 },
      },
      required: ['source', 'columns'],
      additionalProperties: false,
    },
  },
  {
    name: 'tabs',
    props: { type: 'object', properties: { active: { type: 'integer' } }, additionalProperties: false },
    children: true,
  },
];

export const fixtureRegistry = (): WidgetRegistry => createRegistry(FIXTURE_WIDGETS);

/** Permission codes as the seed's catalogue gives them for the brand `overins`. */
export const FIXTURE_PERMISSIONS = [
  'WEB_ANAGRAFICA_ACCESSO_CARRELLO',
  'WEB_MYOVERINS_TUOI_ACQUISTI',
  'WEB_MYOVERINS_UTENTI',
  'BK_IMPOSTAZIONI_ACCEDICOME',
] as const;
