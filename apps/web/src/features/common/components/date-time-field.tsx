import { DateTimePicker } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';

// A local date and time shown as DD-MM-YYYY HH:mm (SPEC §5) in the interface language. The value
// is the wall-clock string 'YYYY-MM-DDTHH:mm' ('' when empty), as the forms keep it; a form's
// getInputProps() of such a value can be spread onto it.
export function DateTimeField({
  label,
  value,
  onChange,
  disabled,
  testId,
  description,
  error,
}: {
  label: ReactNode;
  value?: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  testId?: string;
  description?: ReactNode;
  error?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <DateTimePicker
      label={label}
      description={description}
      error={error}
      value={value ? `${value.replace('T', ' ')}:00` : null}
      onChange={(v) => onChange(v ? v.slice(0, 16).replace(' ', 'T') : '')}
      valueFormat="DD-MM-YYYY HH:mm"
      placeholder={t('date_fields.date_time_placeholder')}
      locale={currentLanguage()}
      disabled={disabled}
      clearable
      clearButtonProps={{ 'aria-label': t('a11y.clear_date') }}
      data-testid={testId}
    />
  );
}
