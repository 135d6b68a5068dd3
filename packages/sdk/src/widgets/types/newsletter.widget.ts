import { contactForm, registerWidget } from '../widget-module';

// Newsletter: an email or phone and the consent text; the server sends the double opt-in link.
registerWidget('newsletter', (host) => {
  const channel = String(host.widget.settings.channel || 'email');
  const done = () =>
    host.el('p', { class: 'ok', role: 'status' }, host.widget.text.successText || host.t('check_inbox'));
  host.body.appendChild(contactForm(host, channel, 'subscribe', host.t('send'), done));
});
