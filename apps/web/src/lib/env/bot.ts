export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return /bot|crawler|spider/i.test(userAgent ?? '');
}
