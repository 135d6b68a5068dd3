/// <reference types="vite/client" />

declare const __BUILD_ID__: string;

declare module 'virtual:lean-password-dictionary' {
  const dictionary: import('@ulak/shared/password-check').TPasswordDictionary;
  export default dictionary;
}
