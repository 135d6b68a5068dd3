import { registerWidget } from '../widget-module';

type Slide = { imageUrl: string; linkUrl?: string | null };

const CSS =
  '.mbs img{margin:0 auto 8px}.mbc{display:flex;align-items:center;justify-content:center;gap:8px}' +
  '.nav{width:36px;height:36px;border-radius:18px;font-size:24px;line-height:32px;cursor:pointer;background:var(--btn);color:var(--btnfg)}' +
  '.mbd{display:flex;gap:6px}.dot{width:12px;height:12px;border-radius:6px;border:2px solid var(--fg);cursor:pointer}' +
  '.dot[aria-current=true]{background:var(--fg)}';

// Multi banner: a carousel of linked images with previous/next buttons, a dot per slide, swipe on touch
// screens and autoplay that stops on hover, on focus and with reduced motion. A slide's click-through
// is the conversion.
registerWidget('multi_banner', (host) => {
  const s = host.widget.settings as { slides?: Slide[]; autoplaySeconds?: number };
  const slides = s.slides || [];
  const title = host.widget.text.title;
  const region = host.el('div', {
    class: 'mb',
    role: 'region',
    'aria-roledescription': 'carousel',
    'aria-label': title,
  });
  const stage = host.el('div', { class: 'mbs', 'aria-live': 'polite' });
  const dots = host.el('div', { class: 'mbd', role: 'group', 'aria-label': title });
  let index = 0;
  let timer = 0;

  const views = slides.map((slide, k) => {
    const item = host.el('div', {
      role: 'group',
      'aria-roledescription': 'slide',
      'aria-label': `${k + 1} / ${slides.length}`,
    });
    const img = host.el('img', { class: 'img', src: slide.imageUrl, alt: `${title} ${k + 1}` });
    if (slide.linkUrl) {
      const link = host.el('a', { href: slide.linkUrl });
      link.appendChild(img);
      link.addEventListener('click', () => {
        host.report('click');
        host.report('conversion');
      });
      item.appendChild(link);
    } else item.appendChild(img);
    item.hidden = k !== 0;
    stage.appendChild(item);
    const dot = host.el('button', {
      type: 'button',
      class: 'dot',
      'aria-label': `${k + 1} / ${slides.length}`,
    });
    dot.addEventListener('click', () => go(k));
    dots.appendChild(dot);
    return { item, dot };
  });

  function go(k: number): void {
    if (views.length === 0) return;
    index = (k + views.length) % views.length;
    views.forEach((view, i) => {
      view.item.hidden = i !== index;
      view.dot.setAttribute('aria-current', i === index ? 'true' : 'false');
    });
  }
  const seconds = Number(s.autoplaySeconds) || 0;
  const stop = () => window.clearInterval(timer);
  const play = () => {
    stop();
    if (seconds > 0 && !host.reducedMotion && views.length > 1)
      timer = window.setInterval(() => go(index + 1), seconds * 1000);
  };
  const arrow = (label: string, text: string, step: number) => {
    const button = host.el('button', { type: 'button', class: 'nav', 'aria-label': label }, text);
    button.addEventListener('click', () => go(index + step));
    return button;
  };

  let touchX: number | null = null;
  stage.addEventListener('touchstart', (e) => void (touchX = e.touches[0] ? e.touches[0].clientX : null), {
    passive: true,
  });
  stage.addEventListener('touchend', (e) => {
    const end = e.changedTouches[0];
    if (touchX !== null && end && Math.abs(end.clientX - touchX) > 40) go(index + (end.clientX < touchX ? 1 : -1));
    touchX = null;
  });
  region.addEventListener('mouseenter', stop);
  region.addEventListener('mouseleave', play);
  region.addEventListener('focusin', stop);
  region.addEventListener('focusout', play);

  const controls = host.el('div', { class: 'mbc' });
  controls.appendChild(arrow(host.t('previous'), '‹', -1));
  controls.appendChild(dots);
  controls.appendChild(arrow(host.t('next'), '›', 1));
  region.appendChild(stage);
  if (views.length > 1) region.appendChild(controls);
  host.body.appendChild(host.el('style', {}, CSS));
  host.body.appendChild(region);
  go(0);
  play();
});
