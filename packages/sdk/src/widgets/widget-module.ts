import type { WidgetHost, WidgetModule } from './widget.types';

// Each widget type is its own small script: loading it registers the type's renderer for the core.
export function registerWidget(type: string, module: WidgetModule): void {
  const win = window as Window & { __ulakWidgets?: Record<string, WidgetModule> };
  (win.__ulakWidgets = win.__ulakWidgets || {})[type] = module;
}

// A field's error line under the form, announced to screen readers.
export function errorLine(host: WidgetHost): { show(message: string): void; clear(): void; node: HTMLElement } {
  const node = host.el('p', { class: 'err', role: 'alert' });
  return {
    node,
    show: (message) => void (node.textContent = message),
    clear: () => void (node.textContent = ''),
  };
}

// The server's words for a refused request (already in the visitor's language), else a generic one.
export function failureText(
  host: WidgetHost,
  error: { message?: string; fields?: Record<string, string[]> } | undefined,
) {
  const fields = error && error.fields ? Object.keys(error.fields).map((k) => (error.fields || {})[k]?.[0]) : [];
  return fields.filter(Boolean).join(' ') || (error && error.message) || host.t('error');
}

// The newsletter's and the wheel's form: the address (email or phone), the consent checkbox, an error
// line and the submit button; `send` posts, and on success the form gives way to what `done` renders.
export function contactForm(
  host: WidgetHost,
  channel: string,
  action: 'spin' | 'subscribe',
  label: string,
  done: (data: Record<string, unknown>) => HTMLElement,
): HTMLFormElement {
  const form = host.el('form', { novalidate: '' });
  const contact = contactFields(host, channel);
  const error = errorLine(host);
  const submit = host.el('button', { class: 'btn', type: 'submit' }, host.widget.text.buttonText || label);
  contact.nodes.forEach((node) => form.appendChild(node));
  form.appendChild(error.node);
  form.appendChild(submit);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    error.clear();
    submit.setAttribute('disabled', '');
    host.post(action, contact.value()).then((result) => {
      submit.removeAttribute('disabled');
      if (!result.ok || !result.data) return error.show(failureText(host, result.error));
      if (form.parentNode) form.parentNode.replaceChild(done(result.data), form);
    });
  });
  return form;
}

function contactFields(host: WidgetHost, channel: string) {
  const phone = channel === 'phone';
  const input = host.el('input', {
    class: 'in',
    type: phone ? 'tel' : 'email',
    name: phone ? 'phone' : 'email',
    autocomplete: phone ? 'tel' : 'email',
    required: '',
    'aria-label': host.t(phone ? 'phone' : 'email'),
    placeholder: host.t(phone ? 'phone' : 'email'),
  });
  const consent = host.el('input', { type: 'checkbox', name: 'consent', required: '' });
  const label = host.el('label', { class: 'ck' });
  label.appendChild(consent);
  label.appendChild(host.el('span', {}, host.widget.text.consentText || host.t('consent')));
  return {
    nodes: [input, label],
    value: () => ({ [phone ? 'phone' : 'email']: input.value.trim(), consent: consent.checked }),
  };
}
