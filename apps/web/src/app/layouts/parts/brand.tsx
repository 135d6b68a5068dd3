import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Brand({ to = '/', suffix }: { to?: string; suffix?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} style={{ textDecoration: 'none', color: 'inherit' }}>
      <Group gap={8} wrap="nowrap">
        <ThemeIcon radius="md" size="md" variant="filled">
          <IconSend size={16} />
        </ThemeIcon>
        <Text fw={800} fz="lg">
          {t('app.name')}
        </Text>
        {suffix ? (
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {suffix}
          </Text>
        ) : null}
      </Group>
    </Link>
  );
}
