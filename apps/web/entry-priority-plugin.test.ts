import { describe, expect, it } from 'vitest';
import { entryPriorityPlugin } from './entry-priority-plugin';

type THook = { handler: (html: string) => string };
const transform = (entryPriorityPlugin().transformIndexHtml as unknown as THook).handler;

describe('entryPriorityPlugin', () => {
  it('marks the module entry low priority and leaves other tags alone', () => {
    const html =
      '<script>start()</script><script type="module" crossorigin src="/assets/index-b.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-c.css">';
    expect(transform(html)).toBe(
      '<script>start()</script>' +
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index-b.js"></script>' +
        '<link rel="stylesheet" crossorigin href="/assets/index-c.css">',
    );
    expect(transform(transform(html))).toBe(transform(html));
  });
});
