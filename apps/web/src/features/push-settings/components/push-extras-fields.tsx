import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPushExtrasDraft } from '../../messaging/direct-send-form';

// SPEC §3 "Extra data" of a push: where a click goes, the icon, the large image and the sound.
export function PushExtrasFields({
  value,
  onChange,
}: {
  value: TPushExtrasDraft;
  onChange: (next: TPushExtrasDraft) => void;
}) {
  const { t } = useTranslation();
  const field = (key: keyof TPushExtrasDraft, placeholder: string) => (
    <TextInput
      label={t(`push_settings.extras.${key}`)}
      placeholder={placeholder}
      value={value[key]}
      onChange={(e) => onChange({ ...value, [key]: e.currentTarget.value })}
      data-testid={`push-extra-${key}`}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
      {field('targetUrl', 'https://magaza.com/kampanya')}
      {field('iconUrl', 'https://magaza.com/logo.png')}
      {field('imageUrl', 'https://magaza.com/banner.jpg')}
      {field('sound', 'bildirim.wav')}
    </SimpleGrid>
  );
}
