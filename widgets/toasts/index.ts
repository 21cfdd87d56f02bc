import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';

export type { ToastMessage, ToastsProps } from './Toasts';

/** The toast stack; the shell renders `Toasts` from ./Toasts with the toast service's list. */
export default defineWidget<Record<string, never>>({
  name: 'toasts',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./Toasts')),
});
