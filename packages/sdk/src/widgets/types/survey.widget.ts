import { errorLine, failureText, registerWidget } from '../widget-module';

// Survey: the answers as radio buttons, an optional "other" with the visitor's own words, optional voter details.
registerWidget('survey', (host) => {
  const s = host.widget.settings as { answers?: string[]; otherOption?: boolean };
  const form = host.el('form', { novalidate: '' });
  const group = host.el('fieldset', { 'aria-label': host.widget.text.title });
  const options = (s.answers || []).map((text, k) => ({ text, value: String(k) }));
  if (s.otherOption) options.push({ text: host.t('other'), value: 'other' });
  const other = host.el('input', {
    class: 'in',
    name: 'other',
    'aria-label': host.t('other'),
    placeholder: host.t('other'),
  });
  other.hidden = true;
  options.forEach((option) => {
    const label = host.el('label', { class: 'ck' });
    const radio = host.el('input', { type: 'radio', name: 'answer', value: option.value });
    radio.addEventListener('change', () => {
      other.hidden = option.value !== 'other';
      if (!other.hidden) other.focus();
    });
    label.appendChild(radio);
    label.appendChild(host.el('span', {}, option.text));
    group.appendChild(label);
  });
  group.appendChild(other);
  form.appendChild(group);
  const fields = (['name', 'surname', 'email'] as const).map((key) => {
    const input = host.el('input', {
      class: 'in',
      name: key,
      type: key === 'email' ? 'email' : 'text',
      autocomplete: key === 'name' ? 'given-name' : key === 'surname' ? 'family-name' : 'email',
      'aria-label': host.t(key),
      placeholder: host.t(key),
    });
    form.appendChild(input);
    return input;
  });
  const error = errorLine(host);
  const submit = host.el('button', { class: 'btn', type: 'submit' }, host.widget.text.buttonText || host.t('vote'));
  form.appendChild(error.node);
  form.appendChild(submit);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    error.clear();
    const chosen = form.querySelector('input[name="answer"]:checked') as HTMLInputElement | null;
    if (!chosen) return error.show(host.t('error'));
    const body: Record<string, unknown> = { answer: chosen.value === 'other' ? null : Number(chosen.value) };
    if (chosen.value === 'other') body.other = other.value.trim();
    fields.forEach((input) => {
      if (input.value.trim()) body[input.name] = input.value.trim();
    });
    submit.setAttribute('disabled', '');
    host.post('vote', body).then((result) => {
      submit.removeAttribute('disabled');
      if (!result.ok) return error.show(failureText(host, result.error));
      form.parentNode?.replaceChild(
        host.el('p', { class: 'ok', role: 'status' }, host.widget.text.successText || host.t('thanks')),
        form,
      );
    });
  });
  host.body.appendChild(form);
});
