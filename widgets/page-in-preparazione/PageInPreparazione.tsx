import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';

export interface PageInPreparazioneProps {
  /** Replaces the standard text, e.g. to say what the section will hold. */
  message?: string;
}

/** The body of a screen whose content a later release fills, under the screen's title (`title`). */
export function PageInPreparazione({ message, title }: PageInPreparazioneProps & { title?: string }) {
  const t = useT();
  return (
    <section className="py-5 text-center">
      {title && <h1 className="h3 mb-3">{title}</h1>}
      <p className="lead text-body-secondary mb-0">{message ?? t('generico.paginaInPreparazione')}</p>
    </section>
  );
}

export default function PageInPreparazioneWidget({
  props,
  screen,
}: WidgetComponentProps<PageInPreparazioneProps>) {
  const t = useT();
  return <PageInPreparazione {...props} title={screen.title ? t(screen.title) : undefined} />;
}
