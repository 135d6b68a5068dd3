import { registerWidget } from '../widget-module';

type Story = { name: string; images: string[]; content?: string; linkUrl?: string | null };

const CSS =
  '.sc{display:flex;gap:12px;overflow-x:auto;padding:4px 2px 8px}' +
  '.sb{display:flex;flex-direction:column;align-items:center;gap:4px;cursor:pointer;width:72px;flex:none;font-size:.8em;text-align:center}' +
  '.sb img{width:64px;height:64px;border-radius:32px;object-fit:cover;border:3px solid var(--btn);padding:2px}' +
  '.sv{position:relative}.sp{display:flex;gap:4px;margin-bottom:8px}' +
  '.sp span{flex:1;height:4px;border-radius:2px;background:rgba(127,127,127,.4);overflow:hidden}' +
  '.sp i{display:block;height:100%;width:0;background:var(--fg)}' +
  '.si{display:block;width:100%;max-height:60vh;object-fit:contain;border-radius:8px}' +
  '.sn{display:flex;justify-content:space-between;gap:8px;margin-top:8px}' +
  '.sn button{border-radius:8px;padding:8px 12px;cursor:pointer;border:1px solid var(--fg)}';

// Story: circles with each story's first image; opening one plays its images with progress bars,
// moves on by itself (not with reduced motion), by the buttons, by a swipe, and pauses on demand.
// Opening a story is a click; following its link is the conversion.
registerWidget('story', (host) => {
  const s = host.widget.settings as { stories?: Story[]; secondsPerImage?: number };
  const stories = (s.stories || []).filter((story) => story.images && story.images.length > 0);
  const seconds = Math.max(2, Number(s.secondsPerImage) || 5);
  const circles = host.el('div', { class: 'sc', role: 'list' });
  const viewer = host.el('div', { class: 'sv', role: 'group' });
  viewer.hidden = true;
  let current = 0;
  let image = 0;
  let started = 0;
  let elapsed = 0;
  let paused = host.reducedMotion;
  let frame = 0;

  const bars = host.el('div', { class: 'sp', 'aria-hidden': 'true' });
  const picture = host.el('img', { class: 'si', alt: '' });
  const content = host.el('p', { class: 'd', 'aria-live': 'polite' });
  const link = host.el('a', { class: 'btn' });
  const nav = host.el('div', { class: 'sn' });
  const button = (label: string, act: () => void) => {
    const b = host.el('button', { type: 'button' }, label);
    b.addEventListener('click', act);
    nav.appendChild(b);
    return b;
  };
  button(host.t('previous'), () => step(-1));
  const pause = button(host.t(paused ? 'play' : 'pause'), () => {
    paused = !paused;
    pause.textContent = host.t(paused ? 'play' : 'pause');
    started = Date.now() - elapsed;
    if (!paused) tick();
  });
  button(host.t('next'), () => step(1));
  const back = button(host.t('all_stories'), () => showCircles());
  link.addEventListener('click', () => host.report('conversion'));
  [bars, picture, content, link, nav].forEach((node) => viewer.appendChild(node));

  function story(): Story {
    return stories[current] as Story;
  }
  function render(): void {
    const item = story();
    viewer.setAttribute('aria-label', `${item.name} ${image + 1} / ${item.images.length}`);
    picture.src = item.images[image] || '';
    picture.alt = `${item.name} ${image + 1}`;
    content.textContent = item.content || '';
    link.hidden = !item.linkUrl;
    if (item.linkUrl) {
      link.href = item.linkUrl;
      link.textContent = host.widget.text.buttonText || item.name;
    }
    bars.textContent = '';
    item.images.forEach((_, k) => {
      const track = host.el('span');
      const fill = host.el('i');
      fill.style.width = k < image ? '100%' : '0';
      track.appendChild(fill);
      bars.appendChild(track);
    });
    started = Date.now();
    elapsed = 0;
  }
  function step(delta: number): void {
    const item = story();
    image += delta;
    if (image >= item.images.length) {
      if (current + 1 >= stories.length) return showCircles();
      current += 1;
      image = 0;
    } else if (image < 0) {
      if (current === 0) image = 0;
      else {
        current -= 1;
        image = 0;
      }
    }
    render();
  }
  function tick(): void {
    window.cancelAnimationFrame(frame);
    if (viewer.hidden || paused) return;
    elapsed = Date.now() - started;
    const track = bars.children[image];
    const fill = track ? (track.firstChild as HTMLElement | null) : null;
    if (fill) fill.style.width = `${Math.min(100, (elapsed / (seconds * 1000)) * 100)}%`;
    if (elapsed >= seconds * 1000) step(1);
    frame = window.requestAnimationFrame(tick);
  }
  function open(k: number): void {
    current = k;
    image = 0;
    circles.hidden = true;
    viewer.hidden = false;
    host.report('click');
    render();
    back.focus();
    tick();
  }
  function showCircles(): void {
    window.cancelAnimationFrame(frame);
    viewer.hidden = true;
    circles.hidden = false;
    const first = circles.querySelector('button');
    if (first) (first as HTMLElement).focus();
  }

  let touchX: number | null = null;
  picture.addEventListener('touchstart', (e) => void (touchX = e.touches[0] ? e.touches[0].clientX : null), {
    passive: true,
  });
  picture.addEventListener('touchend', (e) => {
    const end = e.changedTouches[0];
    if (touchX !== null && end && Math.abs(end.clientX - touchX) > 40) step(end.clientX < touchX ? 1 : -1);
    touchX = null;
  });

  stories.forEach((item, k) => {
    const entry = host.el('div', { role: 'listitem' });
    const circle = host.el('button', { type: 'button', class: 'sb' });
    circle.appendChild(host.el('img', { src: item.images[0] || '', alt: '' }));
    circle.appendChild(host.el('span', {}, item.name));
    circle.addEventListener('click', () => open(k));
    entry.appendChild(circle);
    circles.appendChild(entry);
  });
  host.body.appendChild(host.el('style', {}, CSS));
  host.body.appendChild(circles);
  host.body.appendChild(viewer);
});
