import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';

export type { SplashProps } from './Splash';

/** The start-up splash screen; the app renders `Splash` from ./Splash until start-up ends. */
export default defineWidget<Record<string, never>>({
  name: 'splash',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./Splash')),
});
