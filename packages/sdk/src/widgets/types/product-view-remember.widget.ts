import { registerWidget } from '../widget-module';

type Product = { code: string; title: string; url: string | null; image: string | null; price: string | null };

const CSS =
  '.pl{display:grid;grid-template-columns:repeat(auto-fill,minmax(110px,1fr));gap:12px;list-style:none}' +
  '.pl a{display:block;text-decoration:none}.pl img{width:100%;aspect-ratio:1;object-fit:cover;border-radius:8px}' +
  '.pl span{display:block;font-size:.85em;margin-top:4px}.pl b{display:block;font-size:.9em}';

// Product view reminder: on a return visit, the products this visitor looked at last time (the server
// sends them with the configuration and leaves the widget out when there are none). Following one back
// to its page is the conversion.
registerWidget('product_view_remember', (host) => {
  const products = ((host.widget.settings as { products?: Product[] }).products || []).filter((p) => p.url);
  const list = host.el('ul', { class: 'pl' });
  products.forEach((product) => {
    const item = host.el('li');
    const link = host.el('a', { href: product.url || '#' });
    if (product.image) link.appendChild(host.el('img', { src: product.image, alt: '' }));
    link.appendChild(host.el('span', {}, product.title));
    if (product.price) link.appendChild(host.el('b', {}, product.price));
    link.addEventListener('click', () => {
      host.report('click');
      host.report('conversion');
    });
    item.appendChild(link);
    list.appendChild(item);
  });
  host.body.appendChild(host.el('style', {}, CSS));
  host.body.appendChild(list);
});
