import { lazy } from 'react';
import { defineWidget } from '../../../../engine/react/widgets/defineWidget';

/** A new book: title, author, price and publication date, sent to `books`. */
export default defineWidget<Record<string, never>>({
  name: 'library-book-form',
  props: { type: 'object', additionalProperties: false },
  component: lazy(() => import('./BookForm')),
});
