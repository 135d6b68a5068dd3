import { Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNewsletterConfirmation } from '../hooks/use-widgets';

// /newsletter/verification?token=…: the double opt-in link of a newsletter widget. Opening it confirms
// the address (the server creates the member); opening it again shows the same confirmation.
export function NewsletterVerificationScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const confirm = useNewsletterConfirmation(token);
  const failed = token === '' || confirm.isError;
  return (
    <Stack component="main" align="center" justify="center" mih="100vh" p="md">
      <Paper withBorder radius="md" p="xl" shadow="sm" maw={480} w="100%">
        <Stack align="center" gap="md" ta="center" aria-live="polite">
          {confirm.isPending && !failed ? (
            <>
              <Loader aria-label={t('widgets.verification.wait')} />
              <Title order={1} fz="h3">
                {t('pages.newsletter_verification')}
              </Title>
              <Text>{t('widgets.verification.wait')}</Text>
            </>
          ) : failed ? (
            <>
              <ThemeIcon size={56} radius="xl" variant="light" color="red">
                <IconCircleX size={30} />
              </ThemeIcon>
              <Title order={1} fz="h3" data-testid="page-title">
                {t('widgets.verification.failed_title')}
              </Title>
              <Text>{t('widgets.verification.failed_text')}</Text>
            </>
          ) : (
            <>
              <ThemeIcon size={56} radius="xl" variant="light" color="teal">
                <IconCircleCheck size={30} />
              </ThemeIcon>
              <Title order={1} fz="h3" data-testid="page-title">
                {t('widgets.verification.done_title')}
              </Title>
              <Text>{t('widgets.verification.done_text')}</Text>
              {confirm.data?.couponMasked ? (
                <Text data-testid="coupon-masked">
                  {t('widgets.verification.coupon', { code: confirm.data.couponMasked })}
                </Text>
              ) : null}
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
