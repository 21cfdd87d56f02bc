import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import type { PolicyImportProps } from './PolicyImport';

/** The navigation bar's upload icon and the multi-policy import dialog (spec 2 §2). */
export default defineWidget<PolicyImportProps>({
  name: 'policy-import',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./PolicyImport')),
});
