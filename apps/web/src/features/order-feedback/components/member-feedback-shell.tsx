import { Alert, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFeedbackOrder } from '@ulak/shared/order-feedback';
import { isApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format';
import { currentLanguage, setLanguage } from '../../../lib/i18n/i18n';
import { LoadingScreen } from '../../common/components/loading-screen';

export function DoneCard({ titleKey, textKey }: { titleKey: string; textKey: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" shadow="sm" data-testid="feedback-done">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="teal">
          <IconCircleCheck size={30} />
        </ThemeIcon>
        <Title order={1} fz="h3" data-testid="page-title">
          {t(titleKey)}
        </Title>
        <Text>{t(textKey)}</Text>
      </Stack>
    </Paper>
  );
}

// A forged, changed or expired link: the server's message says which, with no detail of the token.
function RefusedCard({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" shadow="sm" data-testid="feedback-refused">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange">
          <IconLinkOff size={30} />
        </ThemeIcon>
        <Title order={1} fz="h3" data-testid="page-title">
          {t('order_feedback.invalid_title')}
        </Title>
        <Text data-testid="feedback-refused-reason">{message}</Text>
        <Text c="dimmed" size="sm">
          {t('order_feedback.invalid_hint')}
        </Text>
      </Stack>
    </Paper>
  );
}

// The member pages speak the member's language (tr or en), whatever the browser had before.
// The form's end: the server's refusal, if any, and the send button.
export function FeedbackSubmit({ send }: { send: { isError: boolean; isPending: boolean; error: Error | null } }) {
  const { t } = useTranslation();
  return (
    <>
      {send.isError ? (
        <Alert color="red" data-testid="feedback-error">
          {send.error?.message}
        </Alert>
      ) : null}
      <Button type="submit" loading={send.isPending} data-testid="feedback-send">
        {t('order_feedback.send')}
      </Button>
    </>
  );
}

export function useMemberLanguage(language: 'tr' | 'en' | undefined) {
  useEffect(() => {
    if (language && language !== currentLanguage()) void setLanguage(language);
  }, [language]);
}

// The frame of both member pages: loading, a refused link, a load error, then the member's language
// and the order's heading above the page's own form.
export function MemberFeedbackShell<T extends TFeedbackOrder>({
  query,
  titleKey,
  children,
}: {
  query: UseQueryResult<T>;
  titleKey: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) {
    const error = query.error;
    if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429)
      return <RefusedCard message={error.message} />;
    return (
      <Alert color="red" title={t('order_feedback.load_error')}>
        <Button variant="light" mt="sm" onClick={() => void query.refetch()}>
          {t('order_feedback.retry')}
        </Button>
      </Alert>
    );
  }
  const data = query.data;
  return (
    <Paper withBorder radius="md" p="xl" shadow="sm">
      <Stack gap="md">
        <Title order={1} fz="h3" data-testid="page-title">
          {t(titleKey)}
        </Title>
        {data.memberName ? <Text>{t('order_feedback.greeting', { name: data.memberName })}</Text> : null}
        <Text c="dimmed" data-testid="feedback-order">
          {t('order_feedback.order_line', { code: data.orderCode, date: formatDate(data.date) })}
        </Text>
        {children(data)}
      </Stack>
    </Paper>
  );
}
