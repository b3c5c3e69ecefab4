interface ImportMetaEnv {
  /** Set by vite.config.ts for each build. */
  readonly VITE_BUILD_VERSION?: string;
}
