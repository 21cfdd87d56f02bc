/** Where in which screen a widget was asked for: the screen's name or file, and a JSON pointer. */
export interface ResolveContext {
  screen: string;
  pointer: string;
}

/**
 * A screen asked for a widget the registry does not hold. The message names the screen, the JSON
 * pointer of the node and the closest known names, so the fix is obvious from the message alone.
 */
export class UnknownWidgetError extends Error {
  readonly screen: string;
  readonly pointer: string;
  readonly widget: string;
  readonly suggestions: string[];

  constructor(widget: string, context: ResolveContext, suggestions: string[]) {
    const hint =
      suggestions.length > 0
        ? `did you mean ${suggestions.map((s) => `"${s}"`).join(', ')}?`
        : 'no widget has a similar name';
    super(`Unknown widget "${widget}" in screen "${context.screen}" at ${context.pointer || '/'}: ${hint}`);
    this.name = 'UnknownWidgetError';
    this.screen = context.screen;
    this.pointer = context.pointer;
    this.widget = widget;
    this.suggestions = suggestions;
  }
}
