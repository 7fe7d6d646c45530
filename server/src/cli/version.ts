declare const VERBATIM_VERSION: string;

/** The package version, set by esbuild at build time. */
export const version = typeof VERBATIM_VERSION === 'string' ? VERBATIM_VERSION : '0.0.0-dev';
