/** What a source path's placeholders stand for: the brand slug and the current route parameters. */
export interface SourcePathContext {
  product: string;
  params: Record<string, string | undefined>;
}

const PLACEHOLDER = /\{([A-Za-z_]\w*)\}/g;

/**
 * A data source's API path as called: `{product}` is the brand slug (DESIGN.md "The API"), any other
 * `{name}` the route parameter of that name, URI-encoded so a value cannot add path segments; a
 * parameter the route lacks becomes empty (the call then fails visibly rather than hitting another
 * resource).
 *
 * @example resolveSourcePath('my{product}/utenti/{id}', { product: 'acme', params: { id: '7' } }) // 'myacme/utenti/7'
 */
export function resolveSourcePath(path: string, ctx: SourcePathContext): string {
  return path.replace(PLACEHOLDER, (_, name: string) =>
    name === 'product' ? ctx.product : encodeURIComponent(ctx.params[name] ?? ''),
  );
}
