import type { ApiInstance } from './api-instance';

// Only the embedded pages of SPEC §2 run inside another site's frame: the iframe layouts (/iframe…),
// the store-partner layout (/marketing…) and the empty-layout /secret_detect. Every other page, login
// included, refuses framing (clickjacking); helmet sets that default, this lifts it for those pages.
export function isEmbeddedPage(url: string): boolean {
  const pathname = url.split(/[?#]/)[0] ?? '';
  return pathname.startsWith('/iframe') || pathname.startsWith('/marketing') || pathname === '/secret_detect';
}

// The Shopify app page (/shopify/installed?shop=x.myshopify.com&embedded=1) runs inside that shop's admin:
// only the shop and Shopify's admin may frame it.
export function shopifyFrameAncestors(url: string): string | null {
  const [pathname = '', query = ''] = url.split('#')[0]?.split('?') ?? [];
  if (pathname !== '/shopify/installed') return null;
  const shop = new URLSearchParams(query).get('shop') ?? '';
  return /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/.test(shop) ? `https://${shop} https://admin.shopify.com` : null;
}

export function allowFramingOfEmbeddedPages(app: ApiInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // API calls are never framed pages: they skip the URL parsing below.
    if (request.url.startsWith('/api/')) return done(null, payload);
    const shopify = shopifyFrameAncestors(request.url);
    if (!isEmbeddedPage(request.url) && !shopify) return done(null, payload);
    reply.removeHeader('x-frame-options');
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string')
      reply.header(
        'content-security-policy',
        policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${shopify ?? '*'}`),
      );
    done(null, payload);
  });
}
