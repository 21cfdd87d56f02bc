import type { BrandInfo } from '../engine/react/runtime/EngineContext';

/**
 * What the client shows of the brand, set at build time through VITE_BRAND_* variables. The slug
 * stands for `{product}` in routes and permissions (default `overins`, as in the spec's myoverins).
 */
export const brand: BrandInfo & { logoSrc: string } = {
  slug: import.meta.env.VITE_BRAND_SLUG ?? 'overins',
  name: import.meta.env.VITE_BRAND_NAME ?? 'Overins',
  providerName: import.meta.env.VITE_BRAND_PROVIDER_NAME ?? 'Overins Assicurazioni Viaggi S.r.l.',
  providerUrl: import.meta.env.VITE_BRAND_PROVIDER_URL ?? 'https://www.overins.it',
  tollFreeNumber: import.meta.env.VITE_BRAND_TOLL_FREE ?? '800 123 456',
  contactEmail: import.meta.env.VITE_BRAND_EMAIL ?? 'assistenza@overins.it',
  logoSrc: '/logo.svg',
};
