import { useContext } from 'react';
import { withProduct } from '../../engine/core/navigation';
import { ScreenRoutingContext } from '../../engine/react/router/ScreenContext';

/**
 * The path of a screen by its name, from the screen tree; outside the screen router (stories) the
 * shopping area's own paths.
 */
export function useScreenPath(): (name: string) => string {
  const routing = useContext(ScreenRoutingContext);
  return (name) => {
    const node = routing?.tree.byName.get(name);
    return node && routing ? withProduct(node.fullPath, routing.product) : `/carrello/${name}`;
  };
}
