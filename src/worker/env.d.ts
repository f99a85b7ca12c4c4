// The worker is bundled by Vite (scripts/build-service-worker.ts), which writes in the build-time
// values (`PUBLIC_*`) the shared modules it imports read from `import.meta.env`: the locale
// table's pseudo-locale switch (src/domain/i18n/locales.ts).
interface ImportMetaEnv {
  readonly PUBLIC_PSEUDO_LOCALE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
