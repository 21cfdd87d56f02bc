import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';

export type { CompanyDataDialogProps } from './CompanyDataDialog';

/** The side panel's company-data dialog; the shell renders `CompanyDataDialog` from ./CompanyDataDialog. */
export default defineWidget<Record<string, never>>({
  name: 'company-data-dialog',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./CompanyDataDialog')),
});
