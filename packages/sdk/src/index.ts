import { bootSdk } from './boot/boot-sdk';

// Entry of ulak.js (one IIFE). Whatever happens here stays out of the host page.
try {
  if (typeof window !== 'undefined' && typeof document !== 'undefined') bootSdk(window);
} catch (error) {
  try {
    if (document.querySelector('script[data-debug="true"]')) console.log('[ulak] failed to start', error);
  } catch {
    // nothing else to do
  }
}
