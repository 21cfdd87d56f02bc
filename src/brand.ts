/** What the client shows of the brand. Set at build time through VITE_BRAND_* variables. */
export interface Brand {
  name: string;
  logoUrl: string;
  providerUrl: string;
}

export const brand: Brand = {
  name: import.meta.env.VITE_BRAND_NAME ?? 'Overins',
  logoUrl: '/logo.svg',
  providerUrl: import.meta.env.VITE_BRAND_PROVIDER_URL ?? 'https://www.overins.it',
};
