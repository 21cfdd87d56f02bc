interface ImportMetaEnv {
  /** Brand shown by the client; the server has its own BRAND_* settings. */
  readonly VITE_BRAND_SLUG?: string;
  readonly VITE_BRAND_NAME?: string;
  readonly VITE_BRAND_PROVIDER_NAME?: string;
  readonly VITE_BRAND_PROVIDER_URL?: string;
  readonly VITE_BRAND_TOLL_FREE?: string;
  readonly VITE_BRAND_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
