/** Debian's Chromium, or CHROMIUM_PATH (scripts/chromium.mjs). */
export declare const CHROMIUM_PATH: string;
/** The flags every tool here starts it with. */
export declare const CHROMIUM_ARGS: string[];
