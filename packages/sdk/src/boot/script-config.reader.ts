import type { SdkConfig } from '../core/sdk.types';

// The snippet tag carries the config: the token in data-token, the API at the origin of its own src.
// A tag a platform installed for the merchant (a Shopify ScriptTag has no attributes) carries it as ?token=.
export function findSdkScript(doc: Document): HTMLScriptElement | undefined {
  const current = doc.currentScript;
  if (current instanceof HTMLScriptElement && (current.hasAttribute('data-token') || tokenInSrc(current)))
    return current;
  const tagged = Array.prototype.slice.call(doc.querySelectorAll('script[data-token]')) as HTMLScriptElement[];
  const installed = Array.prototype.slice.call(doc.querySelectorAll('script[src*="token="]')) as HTMLScriptElement[];
  return (
    tagged.filter((script) => /\/ulak(\.min)?\.js(\?|#|$)/.test(script.src))[0] ??
    tagged[0] ??
    installed.filter(tokenInSrc)[0]
  );
}

export function tokenFromScriptSrc(src: string): string | null {
  const match = /\/ulak(?:\.min)?\.js\?(?:[^#]*&)?token=([^&#]+)/.exec(src);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

const tokenInSrc = (script: HTMLScriptElement): string | null => tokenFromScriptSrc(script.src);

export function readScriptConfig(doc: Document, baseUrl: string): SdkConfig {
  const script = findSdkScript(doc);
  const config: SdkConfig = { debug: false, autoPageView: true };
  if (!script) return config;
  const token = script.getAttribute('data-token') ?? tokenInSrc(script);
  if (token) config.token = token.trim();
  config.debug = script.getAttribute('data-debug') === 'true';
  config.autoPageView = script.getAttribute('data-auto-page-view') !== 'false';
  const worker = script.getAttribute('data-sw');
  if (worker && worker.charAt(0) === '/') config.serviceWorkerPath = worker;
  const explicitBase = script.getAttribute('data-api-base');
  try {
    config.apiBase = explicitBase ? explicitBase.replace(/\/+$/, '') : new URL(script.src, baseUrl).origin;
  } catch {
    // unreadable src: wait for ulak('init', { apiBase })
  }
  return config;
}
