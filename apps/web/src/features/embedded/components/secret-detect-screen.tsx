import { Alert, Anchor, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTimeShort } from '../../../lib/format';
import { isGuardLoggedIn } from '../../../lib/session/session';
import { readAuthState } from '../../../lib/session/auth-state';
import { local } from '../../../lib/storage/browser-storage';
import { LoadingScreen } from '../../common/components/loading-screen';
import { useEmbeddedProfile } from '../hooks/use-embedded';

function Refused({ reason }: { reason: 'no_session' | 'expired' }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" data-testid="secret-detect-refused">
      <Group align="flex-start" wrap="nowrap">
        <ThemeIcon size={40} radius="xl" color="gray" variant="light">
          <IconLock size={22} />
        </ThemeIcon>
        <Stack gap={6}>
          <Title order={2} fz="h4">
            {t('empty.security')}
          </Title>
          <Text size="sm">{t(`embedded.secret.${reason}`)}</Text>
          <List size="sm">
            <List.Item>{t('embedded.secret.step_panel')}</List.Item>
            <List.Item>{t('embedded.secret.step_login')}</List.Item>
          </List>
        </Stack>
      </Group>
    </Paper>
  );
}

// /secret_detect: the security check a partner panel frames before showing the embedded pages. It says
// whether this browser holds a live session, checked by the server, and for which account; nothing of
// the account is shown without one (SPEC §8 "This information cannot be displayed for security reasons.").
export function SecretDetectScreen() {
  const { t } = useTranslation();
  const loggedIn = isGuardLoggedIn('user');
  const profile = useEmbeddedProfile(loggedIn);
  const expiredTime = readAuthState(local, 'user').expiredTime;
  return (
    <Stack gap="md">
      <Title order={1} fz="h2" data-testid="page-title">
        {t('pages.secret_detect')}
      </Title>
      {!loggedIn ? <Refused reason="no_session" /> : null}
      {loggedIn && profile.isPending ? <LoadingScreen /> : null}
      {loggedIn && profile.isError ? <Refused reason="expired" /> : null}
      {loggedIn && profile.isSuccess ? (
        <Alert
          color="teal"
          icon={<IconShieldCheck size={20} />}
          title={t('embedded.secret.ok_title')}
          data-testid="secret-detect-ok"
        >
          <Stack gap={4}>
            <Text size="sm" data-testid="secret-detect-account">
              {t('embedded.secret.ok_account', {
                name: `${profile.data.name} ${profile.data.surname}`.trim(),
                email: profile.data.email,
                packet: profile.data.packet.name,
              })}
            </Text>
            {expiredTime ? (
              <Text size="sm">{t('embedded.secret.ok_until', { time: formatDateTimeShort(expiredTime * 1000) })}</Text>
            ) : null}
            <Group gap="md" mt={4}>
              <Anchor component={Link} to="/iframe" size="sm">
                {t('pages.iframe_home')}
              </Anchor>
              <Anchor component={Link} to="/iframe/report" size="sm">
                {t('pages.iframe_report')}
              </Anchor>
              <Anchor component={Link} to="/iframe/SendingSettings" size="sm">
                {t('pages.settings_sending')}
              </Anchor>
            </Group>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
