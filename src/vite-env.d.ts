/// <reference types="vite/client" />

// Only the variables below exist: a misspelt one fails to compile instead of reading as undefined.
interface ViteTypeOptions {
  strictImportMetaEnv: unknown
}

interface ImportMetaEnv {
  readonly VITE_DEMO?: string
  readonly VITE_PRODUCT_NAME?: string
  readonly VITE_SELLER_LOGIN_URL?: string
  readonly VITE_STAFF_LOGIN_URL?: string
  readonly VITE_FEEDBACK_URL?: string
  readonly VITE_FOOTER_URL?: string
  readonly VITE_PROJECT_ID?: string
  readonly VITE_GA_MEASUREMENT_IDS?: string
  readonly VITE_METABASE_EMBED_OPTIONS?: string
}
