import { registerWidget } from '../widget-module';

// Web push pop-up: a soft ask before the browser's own prompt, so a visitor who says "later" keeps the
// browser's question for another day. "Allow" asks the browser, then subscribes this device through
// the script's push sign-up; a subscription is the conversion.
registerWidget('web_push', (host) => {
  const row = host.el('div', { style: 'display:flex;gap:8px;flex-wrap:wrap' });
  const allow = host.el('button', { class: 'btn', type: 'button' }, host.widget.text.buttonText || host.t('allow'));
  const later = host.el(
    'button',
    { class: 'btn', type: 'button', style: 'background:none;color:inherit;border:1px solid' },
    host.t('later'),
  );
  const status = host.el('p', { role: 'status', class: 'ok' });
  allow.addEventListener('click', () => {
    allow.setAttribute('disabled', '');
    host.report('click');
    host.subscribePush().then((result) => {
      allow.removeAttribute('disabled');
      if (result === 'subscribed') {
        host.report('conversion');
        status.textContent = host.widget.text.successText || host.t('push_on');
        row.hidden = true;
        window.setTimeout(() => host.close(), 2500);
      } else status.textContent = host.t(result === 'denied' ? 'push_denied' : 'error');
    });
  });
  later.addEventListener('click', () => host.close());
  row.appendChild(allow);
  row.appendChild(later);
  host.body.appendChild(row);
  host.body.appendChild(status);
});
