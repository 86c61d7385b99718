/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the shop API, fixed at build time. Defaults to the same-origin '/api/'. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
