import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { SchemaForm, type SchemaFormProps } from './SchemaForm';

export type FormWidgetProps = SchemaFormProps;

/** The `form` widget of screen files: its props are SchemaForm's. */
export default function FormWidget({ props }: WidgetComponentProps<FormWidgetProps>) {
  return <SchemaForm {...props} />;
}
