import { describe, expect, it } from 'vitest';
import { lateStylesPlugin } from './late-styles-plugin';

type THandler = (html: string) => string;
const { handler } = lateStylesPlugin().transformIndexHtml as unknown as { handler: THandler };

describe('lateStylesPlugin', () => {
  it('moves the style sheet links from the head to the end of the body', () => {
    const html =
      '<head>\n    <script type="module" src="/a.js"></script>\n    <link rel="stylesheet" href="/a.css">\n  </head>\n' +
      '  <body>\n    <div id="root"></div>\n  </body>';
    expect(handler(html)).toBe(
      '<head>\n    <script type="module" src="/a.js"></script>\n  </head>\n' +
        '  <body>\n    <div id="root"></div>\n    <link rel="stylesheet" href="/a.css">\n  </body>',
    );
  });

  it('leaves a page without style sheets alone', () => {
    expect(handler('<head></head><body></body>')).toBe('<head></head><body></body>');
  });
});
