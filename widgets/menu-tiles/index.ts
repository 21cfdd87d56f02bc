import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';

/** The home of a parent screen: a tile for each child screen the user may open (its guard decides). */
export default defineWidget<Record<string, never>>({
  name: 'menu-tiles',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./MenuTiles')),
});
