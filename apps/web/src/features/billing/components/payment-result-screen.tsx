import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePackets } from '../hooks/use-billing';

// /user/payment/result/success and /error: where iyzico's callback sends the buyer.
export function PaymentResultScreen({ ok }: { ok: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const packets = usePackets();
  const code = params.get('code') ?? '';
  const reasonKey = `billing.payment_errors.${code}`;
  return (
    <Stack gap="lg" maw={640}>
      <Card withBorder padding="xl" data-testid={ok ? 'payment-success' : 'payment-error'}>
        <Stack align="center" gap="sm">
          <ThemeIcon size={56} radius="xl" color={ok ? 'teal' : 'red'} variant="light">
            {ok ? <IconCircleCheck size={32} /> : <IconCircleX size={32} />}
          </ThemeIcon>
          <Title order={1} fz="h2" data-testid="page-title">
            {t(ok ? 'pages.payment_success' : 'pages.payment_error')}
          </Title>
          <Text ta="center">
            {ok
              ? t('billing.payment_done', { name: packets.data?.main.planName ?? '' })
              : t(t(reasonKey) === reasonKey ? 'billing.payment_errors.other' : reasonKey)}
          </Text>
          <Group>
            <Button component={Link} to="/user/profile/packets">
              {t('pages.my_packets')}
            </Button>
            {ok ? null : (
              <Button variant="light" component={Link} to="/user/packet">
                {t('billing.try_again')}
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
