interface ImportMetaEnv {
  /** Set by vite.config.ts for each build. */
  readonly VITE_BUILD_VERSION?: string;
}

// The language names of a catalogue, imported apart from it (platform/i18n/getI18n.ts).
declare module '*/common.json?language-names' {
  export const language: (typeof import('./i18n/en/common.json'))['language'];
}
