import { Button, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../common/components/page-header';
import { useAdminProfile } from '../hooks/use-admin';

const SHORTCUTS = [
  { to: '/admin/admins', key: 'nav.admins' },
  { to: '/admin/add-new-user', key: 'nav.add_new_user' },
  { to: '/admin/user-packets', key: 'nav.user_packets' },
  { to: '/admin/template', key: 'nav.templates' },
  { to: '/admin/profile', key: 'nav.profile' },
];

export function AdminHomeScreen() {
  const { t } = useTranslation();
  const profile = useAdminProfile();
  return (
    <>
      <PageHeader
        title={t('pages.admin_home')}
        description={profile.data ? t('dashboard.welcome', { name: profile.data.name }) : undefined}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {SHORTCUTS.map((item) => (
          <Card key={item.to} withBorder radius="md">
            <Group justify="space-between">
              <Text fw={600}>{t(item.key)}</Text>
              <Button component={Link} to={item.to} size="xs" variant="light">
                {t('common.open')}
              </Button>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
