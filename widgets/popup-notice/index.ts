import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';

export type { AvvisoPopup } from './avviso';
export type { PopupNoticeProps } from './PopupNotice';

/** A popup notice; the engine's notices host opens `PopupNotice` from ./PopupNotice, one at a time. */
export default defineWidget<Record<string, never>>({
  name: 'popup-notice',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./PopupNotice')),
});
