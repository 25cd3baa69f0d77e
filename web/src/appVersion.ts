/** The version of this build, shown in the top bar and on the release page. */
export const APP_VERSION = '1.49.3';
