/* generated — run npm run gen:types */
/* source: schemas/meta/widget-node.schema.json */

/**
 * One widget in a screen body. This is the open shape; the engine composes a stricter one from the widget registry (engine/core/screens/composeScreenSchema) so a node can only give a widget the props it declares.
 */
export interface WidgetNode {
  widget: string;
  /**
   * Names the node for the screens that extend this one: a children list whose nodes all have an id merges node by node (README, Screen reuse). Unique among siblings.
   */
  id?: string;
  props?: {
    [k: string]: unknown;
  };
  children?: WidgetNode[];
}
