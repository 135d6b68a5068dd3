import { Alert, Card, Code, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../common/components/page-header';
import { ApiKeysPanel } from './api-keys-panel';

// /user/ws-user: the REST API's credentials (web-service users) with their scopes.
export function WsUserScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.ws_user')} description={t('ws_user.description')} />
      <Card withBorder radius="md" padding="lg">
        <ApiKeysPanel />
      </Card>
      <Alert icon={<IconInfoCircle size={18} />} title={t('ws_user.docs_title')} color="blue" variant="light">
        <Text size="sm">{t('ws_user.docs_body')}</Text>
        <Code block mt="xs">
          {
            'curl -X POST -H "Authorization: Bearer <key>" -H "Content-Type: application/json" \\\n  -d \'{"members":[{"email":"ayse@example.com"}]}\' /api/v1/public/members'
          }
        </Code>
      </Alert>
    </Stack>
  );
}
