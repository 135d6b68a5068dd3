import { describe, expect, it } from 'vitest';
import { SDK_QUEUE_STUB, sdkSnippet } from './sdk-snippet';

describe('sdkSnippet', () => {
  it('puts the queue stub before the script tag with the token', () => {
    const snippet = sdkSnippet('https://ulak.example', 'ulk_abc');
    expect(snippet.split('\n')).toEqual([
      SDK_QUEUE_STUB,
      '<script async src="https://ulak.example/ulak.js" data-token="ulk_abc"></script>',
    ]);
  });
});
