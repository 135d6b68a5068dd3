import type { PublicWidget, WidgetStringKey } from './widget.types';

// The box every widget lives in: a host element the shop's CSS cannot reach (inline `all: initial`
// with !important, then Shadow DOM), fixed to the viewport so the page never shifts. A modal is a
// dialog with a focus trap and Escape (a bottom sheet on mobile); a bar sits on the top or bottom edge.
export type FrameKind = 'modal' | 'bar-top' | 'bar-bottom';
export type Frame = { body: HTMLElement; close(): void };

const HOST_STYLE =
  'all:initial!important;position:fixed!important;top:0!important;left:0!important;width:0!important;' +
  'height:0!important;overflow:visible!important;z-index:2147483647!important;display:block!important;' +
  'visibility:visible!important;opacity:1!important;transform:none!important;';

const CSS = `:host{all:initial}
[hidden]{display:none!important}
.w{box-sizing:border-box;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:var(--fs);font-weight:var(--fw);color:var(--fg);background:var(--bg);line-height:1.45;text-align:left}
.w *{box-sizing:border-box;font:inherit;color:inherit;margin:0;padding:0;border:0;background:none;letter-spacing:normal;text-transform:none}
.dlg,.bar{background:var(--bg)}
.back{position:fixed;top:0;right:0;bottom:0;left:0;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;padding:16px}
.dlg{position:relative;width:100%;max-width:440px;max-height:calc(100vh - 32px);overflow:auto;border-radius:12px;padding:28px 24px 24px;box-shadow:0 12px 40px rgba(0,0,0,.35);animation:in .2s ease-out}
.sheet{align-items:flex-end;padding:0}
.sheet .dlg{max-width:none;border-radius:16px 16px 0 0;max-height:85vh}
.bar{position:fixed;left:0;right:0;padding:12px 52px 12px 16px;display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;justify-content:center;box-shadow:0 2px 12px rgba(0,0,0,.2);animation:in .2s ease-out}
.top{top:0}.bottom{bottom:0}
.x{position:absolute;top:8px;right:8px;width:36px;height:36px;border-radius:18px;cursor:pointer;font-size:22px;line-height:36px;text-align:center}
.t{font-size:1.25em;font-weight:700;margin-bottom:6px}
.bar .t{font-size:1em;margin:0}
.d{margin-bottom:12px}
.bar .d{margin:0}
.btn{display:inline-block;border-radius:8px;padding:10px 18px;background:var(--btn);color:var(--btnfg);cursor:pointer;text-decoration:none;font-weight:600;text-align:center}
.btn[disabled]{opacity:.6;cursor:wait}
.in{display:block;width:100%;padding:10px 12px;border:1px solid #6b7280;border-radius:8px;background:#fff;color:#1a1b1e;margin:6px 0}
.ck{display:flex;gap:8px;align-items:flex-start;font-size:.85em;margin:8px 0}
.ck input{margin-top:3px;width:16px;height:16px;flex:none;appearance:auto;-webkit-appearance:auto}
.err{color:#b91c1c;background:#fff;border-radius:4px;font-size:.9em;margin:4px 0}
.ok{font-weight:600;margin:8px 0}
.img{display:block;max-width:100%;height:auto;border-radius:8px;margin-bottom:12px}
:focus-visible{outline:3px solid var(--btn);outline-offset:2px}
@keyframes in{from{opacity:0;transform:translateY(12px)}}
@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}}`;

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])';

export function openFrame(
  doc: Document,
  widget: PublicWidget,
  kind: FrameKind,
  options: { mobile: boolean; t(key: WidgetStringKey): string; onClose(): void },
): Frame {
  const host = doc.createElement('ulak-widget');
  host.setAttribute('style', HOST_STYLE);
  host.setAttribute('data-widget-id', String(widget.id));
  const root = host.attachShadow({ mode: 'open' });
  const style = doc.createElement('style');
  style.textContent = CSS;
  const s = widget.style;
  const box = doc.createElement('div');
  box.setAttribute(
    'style',
    `--bg:${s.backgroundColor};--fg:${s.textColor};--btn:${s.buttonColor};--btnfg:${s.buttonTextColor};` +
      `--fs:${s.fontSize}px;--fw:${s.fontWeight}`,
  );
  const titleId = `ulak-t-${widget.id}`;
  const title = doc.createElement('h2');
  title.className = 't';
  title.id = titleId;
  title.textContent = widget.text.title;
  const body = doc.createElement('div');
  body.className = 'b';
  const close = doc.createElement('button');
  close.className = 'x';
  close.type = 'button';
  close.setAttribute('aria-label', options.t('close'));
  close.textContent = '×';
  const panel = doc.createElement('div');
  panel.appendChild(title);
  if (widget.text.description) {
    const d = doc.createElement('p');
    d.className = 'd';
    d.textContent = widget.text.description;
    panel.appendChild(d);
  }
  panel.appendChild(body);
  if (widget.settings.closable !== false) panel.appendChild(close);
  const previous = doc.activeElement as HTMLElement | null;
  let closed = false;

  if (kind === 'modal') {
    box.className = `w back${options.mobile ? ' sheet' : ''}`;
    panel.className = 'w dlg';
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-labelledby', titleId);
    box.appendChild(panel);
  } else {
    box.className = 'w';
    panel.className = `w bar ${kind === 'bar-top' ? 'top' : 'bottom'}`;
    panel.setAttribute('role', 'region');
    panel.setAttribute('aria-labelledby', titleId);
    box.appendChild(panel);
  }
  const focusables = () => Array.prototype.slice.call(root.querySelectorAll(FOCUSABLE)) as HTMLElement[];
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      frame.close();
      return;
    }
    if (event.key !== 'Tab' || kind !== 'modal') return;
    const items = focusables();
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = root.activeElement;
    if (event.shiftKey && (active === first || !active)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !active)) {
      event.preventDefault();
      first.focus();
    }
  };
  const frame: Frame = {
    body,
    close() {
      if (closed) return;
      closed = true;
      host.removeEventListener('keydown', onKey);
      if (host.parentNode) host.parentNode.removeChild(host);
      if (kind === 'modal' && previous && typeof previous.focus === 'function') previous.focus();
      options.onClose();
    },
  };
  close.addEventListener('click', () => frame.close());
  if (kind === 'modal') box.addEventListener('click', (event) => event.target === box && frame.close());
  host.addEventListener('keydown', onKey);
  root.appendChild(style);
  root.appendChild(box);
  doc.body.appendChild(host);
  if (kind === 'modal') {
    // Focus moves into the dialog once the module has rendered its fields.
    setTimeout(() => {
      const items = focusables();
      const target = items.find((item) => item !== close) ?? items[0];
      if (target) target.focus();
    }, 0);
  }
  return frame;
}
