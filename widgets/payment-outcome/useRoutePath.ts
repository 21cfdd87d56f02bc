import { useCallback, useContext } from 'react';
import { withProduct } from '../../engine/core/navigation';
import { useEngine } from '../../engine/react/runtime/EngineContext';
import { ScreenRoutingContext } from '../../engine/react/router/ScreenContext';

/** Where the payment screens lead, for stories and tests that run without the screen router. */
const FALLBACK: Record<string, string> = {
  home: '/',
  carrello: '/carrello',
  tuoiPagamenti: '/my{product}/tuoiPagamenti',
  tuoiCrediti: '/my{product}/tuoiCrediti',
  'ritorno-ko': '/keyclient/ritorno-ko',
};

/** The path of a screen by its route name, from the screen tree (brand slug filled in). */
export function useRoutePath(): (name: string) => string {
  const routing = useContext(ScreenRoutingContext);
  const { brand } = useEngine();
  return useCallback(
    (name: string) => {
      const node = routing?.tree.byName.get(name);
      if (node && routing) return withProduct(node.fullPath, routing.product);
      return withProduct(FALLBACK[name] ?? '/', brand.slug);
    },
    [routing, brand.slug],
  );
}
