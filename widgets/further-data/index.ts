import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import type { FurtherDataProps } from './FurtherData';

/** The further data of the purchase form (spec 2 §2 "Further data"): one input per package item. */
export default defineWidget<FurtherDataProps>({
  name: 'further-data',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./FurtherData')),
});
