import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { isBotUserAgent } from '../../lib/env/bot';
import type { TNotFoundPayload } from '../router/route-checks';

type TErrorView = { status: number; title: string; message: string };

function useErrorView(): TErrorView {
  const error = useRouteError();
  const location = useLocation();
  const { t } = useTranslation();
  const path = `${location.pathname}${location.search}`;
  if (isRouteErrorResponse(error) && error.status === 404) {
    const payload = error.data as Partial<TNotFoundPayload> | undefined;
    const message =
      payload?.kind === 'invalid'
        ? t('error_page.invalid_route', { path })
        : t('error_page.not_found_message', { path });
    return { status: 404, title: t('error_page.not_found_title'), message };
  }
  if (!isRouteErrorResponse(error)) console.error('[route]', error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return { status, title: t('error_page.internal_title'), message: t('error_page.internal_message') };
}

// The 404 and generic error pages; bots get a minimal plain text instead (SPEC §2).
export function RouteErrorPage() {
  const view = useErrorView();
  const { t } = useTranslation();
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (isBotUserAgent(userAgent)) {
    return <pre data-testid="bot-error">{`${view.status} ${view.title}`}</pre>;
  }
  return (
    <Center mih="100vh" p="xl" data-testid="error-page" data-status={view.status}>
      <Stack align="center" gap="md" maw={560}>
        <Text fz={72} fw={800} c="dimmed" lh={1}>
          {view.status}
        </Text>
        <Title order={1} ta="center">
          {view.title}
        </Title>
        <Text ta="center" c="dimmed" data-testid="error-message" style={{ wordBreak: 'break-all' }}>
          {view.message}
        </Text>
        <Button component={Link} to="/" variant="light">
          {t('error_page.go_home')}
        </Button>
      </Stack>
    </Center>
  );
}
