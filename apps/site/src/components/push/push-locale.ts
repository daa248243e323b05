/** Where the language of this device's notifications is remembered (the server keeps it too). */
export const PUSH_LOCALE_KEY = "wro-push-locale";
