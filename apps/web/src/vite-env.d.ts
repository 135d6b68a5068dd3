/// <reference types="vite/client" />

declare const __BUILD_ID__: string;

declare module 'virtual:lean-password-dictionary' {
  import type { TPasswordDictionary } from '@ulak/shared/password-check';

  const dictionary: TPasswordDictionary;
  export default dictionary;
}
