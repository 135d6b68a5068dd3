// The SDK snippet of packages/sdk/README.md: a queue stub so calls made before load are kept, then the
// script tag (the server builds it with its public address and the application's token).
export const SDK_QUEUE_STUB =
  '<script>window.ulak=window.ulak||function(){(window.ulak.q=window.ulak.q||[]).push(arguments)};</script>';

export function buildSdkSnippet(scriptTag: string): string {
  const tag = scriptTag.trim();
  return tag.includes('window.ulak=') ? tag : `${SDK_QUEUE_STUB}\n${tag}`;
}

// A domain list typed by the user: one per line or separated by commas/spaces, without empties or repeats.
export function parseDomains(text: string): string[] {
  const parts = text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return [...new Set(parts)];
}

// An id for `/user/application/{code}`; anything else is not one of ours.
export function applicationIdFromCode(code: string | undefined): number | null {
  if (!code || !/^[1-9]\d*$/.test(code)) return null;
  return Number(code);
}
