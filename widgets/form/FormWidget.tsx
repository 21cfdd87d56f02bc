import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { loadEntitySchema } from './entitySchemaLoader';
import { toFormSchema, validatorKey } from './formSchema';
import { PlainForm, type PlainValidate } from './PlainForm';
import { plainFields } from './plainFields';
import type { SchemaFormProps } from './SchemaForm';

export type FormWidgetProps = SchemaFormProps;

// RJSF and its field widgets are a large chunk: loaded only by forms that need them.
const SchemaForm = lazy(() => import('./SchemaForm').then((m) => ({ default: m.SchemaForm })));

const validators = import.meta.glob<Record<string, PlainValidate>>('./validators/*.js', { import: '*' });

/**
 * A plain form's fields and precompiled validator; null when the form needs RJSF. The
 * entity's validators (one per form shape, named `<entity>-<hash>`) load beside its schema rather
 * than after it: one round trip less before the form shows.
 */
async function loadPlainForm(props: FormWidgetProps) {
  const prefix = `./validators/${props.form.schema.$ref.replace(/#$/, '')}-`;
  const candidates = Object.entries(validators).filter(([file]) => file.startsWith(prefix));
  const [entity, modules] = await Promise.all([
    loadEntitySchema(props.form.schema.$ref).catch(() => null),
    Promise.all(candidates.map(async ([file, load]) => [file, await load()] as const)),
  ]);
  if (!entity) return null;
  const schema = toFormSchema(entity, props.form.uiSchema ?? {});
  const fields = plainFields(schema, props);
  const module = new Map(modules).get(`./validators/${validatorKey(schema)}.js`);
  const validate = module?.[String(schema.$id)];
  return fields && validate ? { fields, validate } : null;
}

/**
 * The `form` widget of screen files: its props are SchemaForm's. A plain form (a few text fields,
 * as sign-in) is drawn by PlainForm with the same markup, validator and submission; any other
 * form by RJSF (SchemaForm), whose code loads only then.
 */
export default function FormWidget({ props }: WidgetComponentProps<FormWidgetProps>) {
  const plain = useQuery({
    // The props are the screen's JSON: as a key they name the form exactly.
    queryKey: ['form-plain', props],
    queryFn: () => loadPlainForm(props),
    staleTime: Infinity,
  });
  if (plain.isPending) return null;
  if (plain.data) return <PlainForm {...props} {...plain.data} />;
  return <SchemaForm {...props} />;
}
