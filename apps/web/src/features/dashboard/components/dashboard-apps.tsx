import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useApplications } from '../../applications/hooks/use-applications';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';

// The dashboard's app list: each application links to its detail (SDK snippet, token).
export function DashboardApps() {
  const { t } = useTranslation();
  const applications = useApplications();
  const list = applications.data ?? [];
  return (
    <Stack gap="sm" data-testid="dashboard-apps">
      <Group justify="space-between">
        <Title order={2} fz="h4">
          {t('dashboard.apps_title')}
        </Title>
        {list.length > 0 ? (
          <Anchor component={Link} to="/user/applications" size="sm">
            {t('dashboard.apps_action')}
          </Anchor>
        ) : null}
      </Group>
      {applications.isPending ? <LoadingScreen /> : null}
      {!applications.isPending && list.length === 0 ? (
        <EmptyState
          titleKey="empty.records_not_found"
          descriptionKey="dashboard.apps_empty"
          action={
            <Button component={Link} to="/user/applications" variant="light" size="xs">
              {t('dashboard.apps_action')}
            </Button>
          }
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {list.map((app) => (
          <Card
            key={app.id}
            withBorder
            radius="md"
            padding="md"
            component={Link}
            to={`/user/application/${app.id}`}
            data-testid="dashboard-app"
          >
            <Text fw={600}>{app.name}</Text>
            <Group gap={4} mt={4}>
              {app.domains.slice(0, 3).map((domain) => (
                <Badge key={domain} variant="light" tt="none" size="sm">
                  {domain}
                </Badge>
              ))}
            </Group>
            <Text size="xs" c="dimmed" mt="xs">
              {t(`languages.${app.locale}`)} · {formatDate(app.created_at)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
