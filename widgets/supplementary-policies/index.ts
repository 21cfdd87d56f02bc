import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import type { SupplementaryPoliciesProps } from './SupplementaryPolicies';

/** The supplementary policies of the product page (spec 2 §2 "Supplementary policy card"), on the trip data. */
export default defineWidget<SupplementaryPoliciesProps>({
  name: 'supplementary-policies',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./SupplementaryPolicies')),
});
