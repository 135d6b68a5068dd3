import type { ApiInstance } from './api-instance';

// Only the embedded pages of SPEC §2 run inside another site's frame: the iframe layouts (/iframe…),
// the store-partner layout (/marketing…) and the empty-layout /secret_detect. Every other page, login
// included, refuses framing (clickjacking); helmet sets that default, this lifts it for those pages.
export function isEmbeddedPage(url: string): boolean {
  const pathname = url.split(/[?#]/)[0] ?? '';
  return pathname.startsWith('/iframe') || pathname.startsWith('/marketing') || pathname === '/secret_detect';
}

export function allowFramingOfEmbeddedPages(app: ApiInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isEmbeddedPage(request.url)) return payload;
    reply.removeHeader('x-frame-options');
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string')
      reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
    return payload;
  });
}
