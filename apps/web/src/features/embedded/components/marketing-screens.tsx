import { Alert, Anchor, Button, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconChartBar,
  IconClockX,
  IconMail,
  IconSettings,
  IconShieldCheck,
  IconTargetArrow,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { readProfile } from '../../../lib/session/session-profile';
import { local } from '../../../lib/storage/browser-storage';
import { PageHeader } from '../../common/components/page-header';
import { IFRAME_LINKS, sendingTypeOf } from '../quick-send';
import { QuotaOverview } from './quota-overview';
import { SendRunsTable } from './send-runs-table';

const FEATURES: { key: string; icon: ComponentType<{ size?: number }> }[] = [
  { key: 'channels', icon: IconMail },
  { key: 'segments', icon: IconUsersGroup },
  { key: 'automations', icon: IconTargetArrow },
  { key: 'iys', icon: IconShieldCheck },
  { key: 'reports', icon: IconChartBar },
];

// A new tab: the login and sign-up pages refuse to be framed.
const outside = { target: '_blank', rel: 'noopener noreferrer' } as const;

// /marketing without a token: the public page of the store-partner entry (SPEC §6).
function MarketingPublic() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="marketing-public">
      <PageHeader title={t('embedded.marketing.public_title')} description={t('embedded.marketing.public_intro')} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {FEATURES.map(({ key, icon: Icon }) => (
          <Paper key={key} withBorder radius="md" p="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size={36} radius="md">
                <Icon size={20} />
              </ThemeIcon>
              <Stack gap={2}>
                <Title order={2} fz="h5">
                  {t(`embedded.marketing.features.${key}.title`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`embedded.marketing.features.${key}.text`)}
                </Text>
              </Stack>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="h4" mb="xs">
          {t('embedded.marketing.how_title')}
        </Title>
        <List size="sm" type="ordered">
          <List.Item>{t('embedded.marketing.how_1')}</List.Item>
          <List.Item>{t('embedded.marketing.how_2')}</List.Item>
          <List.Item>{t('embedded.marketing.how_3')}</List.Item>
        </List>
        <Group mt="md">
          <Button component="a" href="/auth/register" {...outside} data-testid="marketing-register">
            {t('embedded.marketing.register')}
          </Button>
          <Anchor href="/auth/login" {...outside} size="sm">
            {t('embedded.marketing.login')}
          </Anchor>
        </Group>
      </Paper>
    </Stack>
  );
}

// A one-time link that was already used or has expired: what happened and what to do, not a login form.
function MarketingLinkExpired() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="marketing-link-expired">
      <PageHeader title={t('embedded.marketing.expired_title')} />
      <Alert color="yellow" icon={<IconClockX size={20} />}>
        <Text size="sm">{t('embedded.marketing.expired_text')}</Text>
      </Alert>
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="h4" mb="xs">
          {t('embedded.marketing.expired_next')}
        </Title>
        <List size="sm" type="ordered">
          <List.Item>{t('embedded.marketing.expired_step_1')}</List.Item>
          <List.Item>{t('embedded.marketing.expired_step_2')}</List.Item>
        </List>
        <Anchor href="/auth/login" {...outside} size="sm" mt="sm" display="inline-block">
          {t('embedded.marketing.login')}
        </Anchor>
      </Paper>
    </Stack>
  );
}

// /marketing?token=…: the embedded marketing home after the server verified the token.
function MarketingHome() {
  const { t } = useTranslation();
  const profile = readProfile(local);
  return (
    <Stack gap="md" data-testid="marketing-home">
      <PageHeader
        title={t('embedded.marketing.home_title', { name: profile.name })}
        description={t('embedded.marketing.home_intro')}
        actions={
          <Group gap="md">
            <Anchor component={Link} to="/iframe/report" data-testid="marketing-reports-link">
              {t('pages.iframe_report')}
            </Anchor>
            <Anchor component={Link} to="/marketing/iys-configuration" data-testid="marketing-iys-link">
              {t('embedded.marketing.iys_link')}
            </Anchor>
            <Anchor component={Link} to="/iframe/SendingSettings">
              <Group gap={4} component="span">
                <IconSettings size={16} />
                {t('pages.settings_sending')}
              </Group>
            </Anchor>
          </Group>
        }
      />
      <Title order={2} fz="h4">
        {t('embedded.marketing.channels_title')}
      </Title>
      <QuotaOverview links={IFRAME_LINKS} sendPath={(channel) => `/iframe?action_type=${sendingTypeOf(channel)}`} />
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="h4">
            {t('embedded.marketing.latest_sends')}
          </Title>
          <Button component={Link} to="/iframe" size="xs" data-testid="marketing-quick-send">
            {t('embedded.marketing.quick_send')}
          </Button>
        </Group>
        <SendRunsTable links={IFRAME_LINKS} perPage={5} />
      </Paper>
    </Stack>
  );
}

// /marketing: the home with a verified token; the expired-link page after a refused one; else the public page.
export function MarketingScreen() {
  const [params] = useSearchParams();
  if (params.get('token')) return <MarketingHome />;
  if (params.get('link') === 'expired') return <MarketingLinkExpired />;
  return <MarketingPublic />;
}
