import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countSms } from '@ulak/shared/messaging/sms-parts';

// Length, encoding and part count of an SMS text (before variables are filled in).
export function SmsCounter({ text }: { text: string }) {
  const { t } = useTranslation();
  const count = countSms(text);
  return (
    <Group gap="md" data-testid="sms-counter">
      <Text size="xs" c="dimmed">
        {t(`templates.sms_encodings.${count.encoding}`)}
      </Text>
      <Text size="xs" c="dimmed" data-testid="sms-length">
        {t('templates.sms_length', { units: count.units, remaining: count.remaining })}
      </Text>
      <Text size="xs" fw={600} c={count.parts > 1 ? 'orange' : 'dimmed'} data-testid="sms-parts">
        {t('templates.sms_parts', { count: count.parts })}
      </Text>
    </Group>
  );
}
