import Alert from 'react-bootstrap/Alert';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';

export interface UnknownWidgetProps {
  /** The widget name the screen asked for. */
  name: string;
  /** The screen that asked for it. */
  screen: string;
}

/** What production shows instead of a widget the registry lacks: a visible notice, never a blank page. */
export function UnknownWidget({ name, screen }: UnknownWidgetProps) {
  const t = useT();
  const text = t('generico.widgetSconosciuto').replace('{name}', name).replace('{screen}', screen);
  return (
    <Alert variant="warning" role="alert" className="my-3">
      {text}
    </Alert>
  );
}

export default function UnknownWidgetWidget({ props }: WidgetComponentProps<UnknownWidgetProps>) {
  return <UnknownWidget {...props} />;
}
