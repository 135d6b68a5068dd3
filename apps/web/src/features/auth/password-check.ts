import { createPasswordCheck } from '@ulak/shared/password-check';
import leanDictionary from 'virtual:lean-password-dictionary';

// The browser's estimate uses the lean word lists built into this chunk; the server checks again with the full ones.
export const checkPassword = createPasswordCheck(() => leanDictionary);
