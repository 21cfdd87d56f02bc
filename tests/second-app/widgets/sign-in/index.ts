import { lazy } from 'react';
import { defineWidget } from '../../../../engine/react/widgets/defineWidget';

/** The library's sign-in form: e-mail and password through the app's auth provider. */
export default defineWidget<Record<string, never>>({
  name: 'library-sign-in',
  props: { type: 'object', additionalProperties: false },
  component: lazy(() => import('./SignIn')),
});
