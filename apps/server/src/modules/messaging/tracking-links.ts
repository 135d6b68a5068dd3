import { accountSigningKey, messageRefString, signFields, type TMessageRef } from './signing';
import type { AppDeps } from '../../platform/deps';

// The links a message carries: click redirects, the open pixel, the unsubscribe page and its
// RFC 8058 one-click endpoint, the post-block page. Each is signed for its own purpose only.
export type TMessageLinks = {
  unsubscribePage: string;
  oneClick: string;
  openPixel: string;
  postBlock: string | null;
  click: (url: string) => string;
};

export function encodeUrl(url: string): string {
  return Buffer.from(url, 'utf8').toString('base64url');
}

export function decodeUrl(value: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const url = Buffer.from(value, 'base64url').toString('utf8');
  return /^https?:\/\//i.test(url) ? url : null;
}

export async function messageLinks(
  deps: Pick<AppDeps, 'db' | 'secretBox' | 'config'>,
  ref: TMessageRef,
  memberId: number | null,
): Promise<TMessageLinks> {
  const key = await accountSigningKey(deps, ref.accountId);
  const base = deps.config.publicUrl;
  const refText = messageRefString(ref);
  const unsub = signFields(key, 'unsub', [refText]);
  return {
    unsubscribePage: `${base}/dont-send/${unsub}/${refText}`,
    oneClick: `${base}/api/v1/dont-send/${unsub}/${refText}/one-click`,
    openPixel: `${base}/o/${refText}/${signFields(key, 'open', [refText])}.gif`,
    postBlock:
      memberId === null
        ? null
        : `${base}/post/block/${ref.accountId}/${memberId}/${signFields(key, 'block', [ref.accountId, memberId])}`,
    click: (url) => `${base}/r/${refText}/${signFields(key, 'click', [refText, url])}?u=${encodeUrl(url)}`,
  };
}

const HREF = /(<a\b[^>]*?\shref\s*=\s*)(["'])(https?:\/\/[^"']+)\2/gi;

// Rewrites every http(s) link of the html through the click redirect (not the unsubscribe links),
// and appends the open pixel.
export function trackHtml(html: string, links: TMessageLinks): string {
  const rewritten = html.replace(HREF, (whole, start: string, quote: string, url: string) => {
    const plain = url.replace(/&amp;/g, '&');
    if (plain === links.unsubscribePage || plain === links.postBlock) return whole;
    return `${start}${quote}${links.click(plain).replace(/&/g, '&amp;')}${quote}`;
  });
  const pixel = `<img src="${links.openPixel}" width="1" height="1" alt="" style="display:none">`;
  return /<\/body>/i.test(rewritten) ? rewritten.replace(/<\/body>/i, `${pixel}</body>`) : rewritten + pixel;
}

const TEXT_URL = /https?:\/\/[^\s<>"'[\]()]+/gi;

// The plain-text part's links go through the same click redirect as the HTML part's (not the
// unsubscribe and post-block links); sentence punctuation after a link stays outside it.
export function trackText(text: string, links: TMessageLinks): string {
  return text.replace(TEXT_URL, (match: string) => {
    const url = match.replace(/[.,;:!?]+$/, '');
    const rest = match.slice(url.length);
    if (url === links.unsubscribePage || url === links.postBlock) return match;
    return `${links.click(url)}${rest}`;
  });
}
