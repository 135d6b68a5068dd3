import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconMailOff, IconShieldOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDontSend, usePostBlock } from '../hooks/use-messaging';
import type { TDontSendInfo, TPostBlockInfo } from '../types';

function MemberCard({ done, children }: { done: boolean; children: ReactNode }) {
  const Icon = done ? IconCircleCheck : IconMailOff;
  return (
    <Paper withBorder radius="md" p="xl" shadow="sm">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={done ? 'teal' : 'orange'}>
          <Icon size={30} />
        </ThemeIcon>
        {children}
      </Stack>
    </Paper>
  );
}

type TMemberPageParams = { uniqueId: string; actionId: string };

// /dont-send/:uniqueId/:actionId: unsubscribe from the channel of that message, with a way back.
export function DontSendScreen({ info, params }: { info: TDontSendInfo; params: TMemberPageParams }) {
  const { t } = useTranslation();
  const [unsubscribed, setUnsubscribed] = useState(info.unsubscribed);
  const change = useDontSend(params, (result) => setUnsubscribed(result.unsubscribed));
  const channel = t(`messaging.channels.${info.channel}`, { defaultValue: info.channel });
  return (
    <MemberCard done={unsubscribed}>
      <Title order={1} fz="h3" data-testid="page-title">
        {unsubscribed ? t('messaging.member_pages.unsubscribed_title') : t('pages.dont_send')}
      </Title>
      <Text data-testid="dont-send-text">
        {unsubscribed
          ? t('messaging.member_pages.unsubscribed_text', { channel, address: info.address })
          : t('messaging.member_pages.unsubscribe_question', { channel, address: info.address })}
      </Text>
      {unsubscribed ? (
        <Button
          variant="light"
          loading={change.isPending}
          onClick={() => change.mutate(false)}
          data-testid="resubscribe"
        >
          {t('messaging.member_pages.resubscribe')}
        </Button>
      ) : (
        <Button color="red" loading={change.isPending} onClick={() => change.mutate(true)} data-testid="unsubscribe">
          {t('messaging.member_pages.unsubscribe_confirm')}
        </Button>
      )}
    </MemberCard>
  );
}

type TBlockParams = { userId: string; uniqueId: string; hash: string };

// /post/block/:userId/:uniqueId/:hash: stop every message from this merchant on every channel.
export function PostBlockScreen({ info, params }: { info: TPostBlockInfo; params: TBlockParams }) {
  const { t } = useTranslation();
  const [blocked, setBlocked] = useState(info.blocked);
  const change = usePostBlock(params, (result) => setBlocked(result.blocked));
  return (
    <MemberCard done={blocked}>
      <Title order={1} fz="h3" data-testid="page-title">
        {blocked ? t('messaging.member_pages.blocked_title') : t('pages.post_block')}
      </Title>
      <Text data-testid="post-block-text">
        {blocked ? t('messaging.member_pages.blocked_text') : t('messaging.member_pages.block_question')}
      </Text>
      <Group>
        {blocked ? (
          <Button variant="light" loading={change.isPending} onClick={() => change.mutate(false)} data-testid="unblock">
            {t('messaging.member_pages.unblock')}
          </Button>
        ) : (
          <Button
            color="red"
            leftSection={<IconShieldOff size={16} />}
            loading={change.isPending}
            onClick={() => change.mutate(true)}
            data-testid="block"
          >
            {t('messaging.member_pages.block_confirm')}
          </Button>
        )}
      </Group>
    </MemberCard>
  );
}
