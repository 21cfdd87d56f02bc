import { Suspense, useEffect, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { appendPointer } from '../../core/screens/jsonPointer';
import type { Screen, WidgetNode } from '../../core/screens';
import { useRuntime } from '../runtime/RuntimeContext';
import { useT } from '../runtime/EngineContext';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError } from './chunkTimeout';
import { useScreenRouting } from './ScreenContext';

/**
 * Renders a screen's body from its JSON: each node's widget comes from the registry, lazily. While a
 * widget's chunk loads the busy overlay shows; after the spec's 120 s the chunk-load error is thrown
 * to the route's error element.
 */
export function ScreenRenderer({ screen }: { screen: Screen }) {
  const t = useT();
  const { brand } = useRuntime();
  const title = screen.title ? t(screen.title) : '';
  useEffect(() => {
    document.title = title ? `${title} - ${brand.name}` : brand.name;
  }, [title, brand.name]);
  if (!screen.body) return null;
  return (
    <Suspense fallback={<ChunkPending what={screen.name} />}>
      <NodeRenderer screen={screen} node={screen.body} pointer="/body" />
    </Suspense>
  );
}

function NodeRenderer({ screen, node, pointer }: { screen: Screen; node: WidgetNode; pointer: string }) {
  const { registry } = useScreenRouting();
  const resolved = registry.resolve(node.widget, { screen: screen.name, pointer });
  if (!resolved.ok) {
    if (import.meta.env.DEV) throw resolved.error;
    const Fallback = registry.get('unknown-widget')?.component;
    if (Fallback)
      return (
        <Fallback props={{ name: node.widget, screen: screen.name } as never} screen={screen} node={node} />
      );
    return <UnknownWidgetFallback name={node.widget} />;
  }
  const Component = resolved.widget.component;
  if (!Component) return <UnknownWidgetFallback name={node.widget} />;
  const children: ReactNode = node.children?.map((child, i) => (
    <NodeRenderer
      key={i}
      screen={screen}
      node={child}
      pointer={appendPointer(appendPointer(pointer, 'children'), i)}
    />
  ));
  return (
    <Component props={(node.props ?? {}) as never} screen={screen} node={node}>
      {children}
    </Component>
  );
}

/**
 * Production stand-in for a widget the registry lacks when the registry has no `unknown-widget`
 * either: the page still says something.
 */
export function UnknownWidgetFallback({ name }: { name: string }) {
  const t = useT();
  return (
    <Alert variant="warning" role="status">
      {t('engine.widgetNonDisponibile', { name })}
    </Alert>
  );
}

/** Suspense fallback: raises the busy overlay and turns into the chunk-load error after the timeout. */
function ChunkPending({ what, timeoutMs = CHUNK_LOAD_TIMEOUT_MS }: { what: string; timeoutMs?: number }) {
  const { busy } = useRuntime();
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    busy.getState().force(true);
    let held = true;
    const release = () => {
      if (held) busy.getState().force(false);
      held = false;
    };
    // Released before the error is thrown: an error boundary may not unmount this fallback cleanly.
    const timer = setTimeout(() => {
      release();
      setExpired(true);
    }, timeoutMs);
    return () => {
      clearTimeout(timer);
      release();
    };
  }, [busy, timeoutMs]);
  if (expired) throw new ChunkLoadError(what, timeoutMs);
  return null;
}
