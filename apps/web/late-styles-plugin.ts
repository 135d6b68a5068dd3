import type { Plugin } from 'vite';

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;

// Moves the app's style sheet links from the head to the end of the body. In the head they held back the first
// paint (the product's name, index.html's inline style) until the whole style sheet had arrived; at the end of
// the body the name paints as soon as the HTML is in, and the app still starts only once the styles have loaded
// (a style sheet in the document holds back the module scripts until it has loaded), so nothing renders unstyled.
export function lateStylesPlugin(): Plugin {
  return {
    name: 'ulak-late-styles',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(STYLESHEET)?.map((link) => link.trim()) ?? [];
        if (links.length === 0) return html;
        return html.replace(STYLESHEET, '').replace('</body>', `  ${links.join('\n    ')}\n  </body>`);
      },
    },
  };
}
