const PLACEHOLDER = /\{product\}/gi;

/**
 * Whether a permission a screen demands names a code of the catalogue. Letters (`|RU`) are ignored;
 * a code ending in `_` is a prefix, as in matchPermission. `{product}` is the brand slug: with
 * `product` given it is substituted on both sides, otherwise it stands for any slug.
 *
 * @example permissionExists('WEB_MY{product}_UTENTI|R', ['WEB_MYBRAND_UTENTI']) // true
 */
export function permissionExists(required: string, catalogue: readonly string[], product?: string): boolean {
  const code = required.split('|')[0]?.trim() ?? '';
  if (code === '') return false;
  const slug = product?.toUpperCase();
  const wanted = slug ? code.replace(PLACEHOLDER, slug) : code;
  const body = wanted
    .split(PLACEHOLDER)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[A-Za-z0-9]+');
  const pattern = new RegExp(`^${body}${wanted.endsWith('_') ? '.*' : ''}$`);
  return catalogue.some((entry) => {
    const held = (entry.split('|')[0] ?? '').trim();
    return pattern.test(held.replace(PLACEHOLDER, slug ?? 'PRODUCT'));
  });
}
