import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import type { MessagesProps } from './Messages';

/** The navigation bar's bell with the unread count and the messages dialog (spec 2 §2). */
export default defineWidget<MessagesProps>({
  name: 'messages',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./Messages')),
});
