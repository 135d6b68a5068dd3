// The snippet a shop pastes (packages/sdk/README.md): a queue stub so calls made before the script
// loads are kept, then the script tag carrying the application's SDK token.
export const SDK_QUEUE_STUB =
  '<script>window.ulak=window.ulak||function(){(window.ulak.q=window.ulak.q||[]).push(arguments)};</script>';

export function sdkSnippet(baseUrl: string, sdkToken: string): string {
  return `${SDK_QUEUE_STUB}\n<script async src="${baseUrl}/ulak.js" data-token="${sdkToken}"></script>`;
}
