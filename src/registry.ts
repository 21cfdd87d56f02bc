import { createRegistry } from '../engine/core/registry';
import type { WidgetComponent } from '../engine/react/widgets/defineWidget';
import { widgets } from '../widgets';

/** The app's widget registry, from the list in widgets/index.ts (each widget's code is a lazy chunk). */
export const registry = createRegistry<WidgetComponent>(widgets);
