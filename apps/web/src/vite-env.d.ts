/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the shop API, fixed at build time. Defaults to the same-origin '/api/'. */
  readonly VITE_API_BASE?: string;
  /** Host of the storefront's 'main' and 'shop' scripts (spec section 1). Defaults to the same origin. */
  readonly VITE_STOREFRONT_ASSET_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The English common namespace, bundled (see bundledTranslations in vite.config.ts). */
declare module 'virtual:bundled-translations' {
  export const enCommon: Record<string, unknown>;
}
