import { Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { session } from '../../../lib/storage/browser-storage';
import { SESSION_KEYS } from '../../../lib/storage/storage-keys';
import { PageHeader } from '../../common/components/page-header';
import { IFRAME_LINKS, LITE_LINKS, sendingTypeOf } from '../quick-send';
import { QuickSend } from './quick-send';
import { QuotaOverview } from './quota-overview';
import { SendRunsTable } from './send-runs-table';

const rememberedSendingType = () => session.getItem(SESSION_KEYS.sendingType);

// /iframe: a send from inside a partner panel, on the channel of the remembered sending type.
export function IframeSendScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.iframe_home')}
        description={t('embedded.send.intro')}
        actions={
          <Anchor component={Link} to="/iframe/report" data-testid="iframe-report-link">
            {t('pages.iframe_report')}
          </Anchor>
        }
      />
      <QuickSend sendingType={rememberedSendingType()} links={IFRAME_LINKS} />
    </Stack>
  );
}

// /lite/sending-form: the lite area's one-screen send.
export function LiteSendScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageHeader title={t('pages.lite_sending_form')} description={t('embedded.send.intro')} />
      <QuickSend sendingType={rememberedSendingType()} links={LITE_LINKS} />
    </Stack>
  );
}

// /lite: the quota of each channel, the latest sends with their results, and the way to a new send.
export function LiteHomeScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.lite_home')}
        description={t('embedded.lite.intro')}
        actions={
          <Button
            component={Link}
            to="/lite/sending-form"
            leftSection={<IconSend size={16} />}
            data-testid="lite-new-send"
          >
            {t('embedded.lite.new_send')}
          </Button>
        }
      />
      <Title order={2} fz="h4">
        {t('embedded.quota.title')}
      </Title>
      <QuotaOverview
        links={LITE_LINKS}
        sendPath={(channel) => `/lite/sending-form?action_type=${sendingTypeOf(channel)}`}
      />
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="h4">
            {t('embedded.lite.recent_sends')}
          </Title>
        </Group>
        <SendRunsTable links={LITE_LINKS} perPage={10} />
      </Paper>
    </Stack>
  );
}
