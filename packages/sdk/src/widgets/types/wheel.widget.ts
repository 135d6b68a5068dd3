import { contactForm, registerWidget } from '../widget-module';

const SVG = 'http://www.w3.org/2000/svg';
const R = 100;

function point(angle: number, radius: number): string {
  const rad = ((angle - 90) * Math.PI) / 180;
  return `${(R + radius * Math.cos(rad)).toFixed(2)} ${(R + radius * Math.sin(rad)).toFixed(2)}`;
}

// Wheel: the visitor leaves an address and spins; the server picks the sector and any coupon, the
// wheel only turns to it (no turning with reduced motion) and shows the masked code.
registerWidget('wheel', (host) => {
  const s = host.widget.settings as {
    collect?: string;
    sectors?: { name: string; color: string; textColor: string }[];
  };
  const sectors = s.sectors || [];
  const step = 360 / Math.max(1, sectors.length);
  const doc = host.body.ownerDocument;
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${2 * R} ${2 * R}`);
  svg.setAttribute('width', '220');
  svg.setAttribute('height', '220');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', sectors.map((x) => x.name).join(', '));
  const turn = doc.createElementNS(SVG, 'g');
  turn.setAttribute(
    'style',
    `transform-origin:${R}px ${R}px;transition:transform ${host.reducedMotion ? 0 : 4}s cubic-bezier(.2,.8,.2,1)`,
  );
  sectors.forEach((sector, k) => {
    const path = doc.createElementNS(SVG, 'path');
    const large = step > 180 ? 1 : 0;
    path.setAttribute('d', `M${R} ${R} L${point(k * step, R)} A${R} ${R} 0 ${large} 1 ${point((k + 1) * step, R)} Z`);
    path.setAttribute('fill', sector.color);
    const label = doc.createElementNS(SVG, 'text');
    const mid = k * step + step / 2;
    const [x, y] = point(mid, R * 0.62).split(' ');
    label.setAttribute('x', x ?? '0');
    label.setAttribute('y', y ?? '0');
    label.setAttribute('fill', sector.textColor);
    label.setAttribute('font-size', '10');
    label.setAttribute('text-anchor', 'middle');
    label.setAttribute('dominant-baseline', 'middle');
    label.setAttribute('transform', `rotate(${mid} ${x} ${y})`);
    label.textContent = sector.name.slice(0, 18);
    turn.appendChild(path);
    turn.appendChild(label);
  });
  const pointer = doc.createElementNS(SVG, 'path');
  pointer.setAttribute('d', `M${R - 8} 0 L${R + 8} 0 L${R} 16 Z`);
  pointer.setAttribute('fill', '#111');
  svg.appendChild(turn);
  svg.appendChild(pointer);
  const stage = host.el('div', { style: 'display:flex;justify-content:center;margin:8px 0' });
  stage.appendChild(svg);
  host.body.appendChild(stage);

  const done = (result: Record<string, unknown>) => {
    const data = result as { sector: number; name: string; couponMasked: string | null };
    turn.style.transform = `rotate(${360 * 5 + 360 - (data.sector * step + step / 2)}deg)`;
    const outcome = host.el('div', { role: 'status', class: 'ok' });
    const line = data.couponMasked ? `${host.t('you_won')} ${data.name}` : data.name || host.t('no_luck');
    outcome.appendChild(host.el('p', {}, line));
    if (data.couponMasked) {
      outcome.appendChild(host.el('p', {}, host.t('coupon_sent')));
      outcome.appendChild(host.el('strong', { 'data-coupon': '' }, data.couponMasked));
    }
    return outcome;
  };
  host.body.appendChild(contactForm(host, String(s.collect || 'email'), 'spin', host.t('spin'), done));
});
