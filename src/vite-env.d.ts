interface ImportMetaEnv {
  /** Brand shown by the client; the server has its own BRAND_* settings. */
  readonly VITE_BRAND_NAME?: string;
  readonly VITE_BRAND_PROVIDER_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
