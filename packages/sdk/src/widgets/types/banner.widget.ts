import { registerWidget } from '../widget-module';

// Banner: an image and/or the texts, a link (its click-through is the banner's conversion), a close button.
registerWidget('banner', (host) => {
  const s = host.widget.settings as { imageUrl?: string | null; linkUrl?: string | null };
  const text = host.widget.text;
  if (s.imageUrl) host.body.appendChild(host.el('img', { class: 'img', src: s.imageUrl, alt: text.title }));
  if (s.linkUrl) {
    const link = host.el('a', { class: 'btn', href: s.linkUrl }, text.buttonText || text.title);
    link.addEventListener('click', () => {
      host.report('click');
      host.report('conversion');
    });
    host.body.appendChild(link);
  }
});
