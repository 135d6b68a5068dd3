import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconEye, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TChannel } from '@ulak/shared/messaging/channels';
import type { TMessageContent } from '@ulak/shared/messaging/api';
import { showToast } from '../../../lib/toast/toast';
import type { TRenderedPreview } from '@ulak/shared/messaging/api';
import { usePreview, useTestSend } from '../hooks/use-templates';
import { MemberSelect, type TMemberOption } from './member-select';

// Rendered content as a member receives it; HTML runs in a sandboxed frame without scripts.
export function RenderedContent({ rendered, testId }: { rendered: TRenderedPreview; testId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid={testId}>
      {rendered.subject !== undefined ? (
        <Text fw={600} data-testid={`${testId}-subject`}>
          {rendered.subject}
        </Text>
      ) : null}
      {rendered.html !== undefined ? (
        <iframe
          title={t('templates.preview')}
          sandbox=""
          srcDoc={rendered.html}
          style={{ width: '100%', minHeight: 320, border: '1px solid var(--mantine-color-default-border)' }}
        />
      ) : null}
      {rendered.body !== undefined || rendered.text !== undefined ? (
        <Text style={{ whiteSpace: 'pre-wrap' }} data-testid={`${testId}-body`}>
          {rendered.body ?? rendered.text}
        </Text>
      ) : null}
    </Stack>
  );
}

function TestSend({ channel, content, ready }: { channel: TChannel; content: TMessageContent; ready: boolean }) {
  const { t } = useTranslation();
  const [address, setAddress] = useState('');
  const testSend = useTestSend();
  const send = () =>
    testSend.mutate(
      { channel, content, address: address.trim() },
      { onSuccess: () => showToast(t('messages.queued'), 'success') },
    );
  return (
    <Group align="flex-end" wrap="nowrap">
      <TextInput
        label={t('templates.test_address')}
        placeholder={channel === 'email' ? 'test@example.com' : '+90 5xx xxx xx xx'}
        value={address}
        onChange={(e) => setAddress(e.currentTarget.value)}
        style={{ flex: 1 }}
        data-testid="test-send-address"
      />
      <Button
        variant="light"
        leftSection={<IconSend size={16} />}
        disabled={!ready || address.trim().length < 3}
        loading={testSend.isPending}
        onClick={send}
        data-testid="test-send"
      >
        {t('templates.test_send')}
      </Button>
    </Group>
  );
}

// The result's room is kept from the start (an HTML message needs its frame, a text one a few lines): the
// preview arriving moves nothing below it, so a click already on its way (the wizard's 'Next', the send
// button) lands where it was aimed.
const RESULT_HEIGHT = { html: 440, text: 180 };

// Preview with a chosen member (or without one: variables render empty) and a test send to an address.
export function TemplatePreview({ channel, content }: { channel: TChannel; content: TMessageContent }) {
  const { t } = useTranslation();
  const [member, setMember] = useState<TMemberOption | null>(null);
  const [language, setLanguage] = useState<string | null>(null);
  const preview = usePreview();
  const languages = Object.keys(content.languages);
  const ready = languages.length > 0;
  const run = () =>
    preview.mutate({
      channel,
      content,
      memberId: member ? Number(member.value) : undefined,
      language: language && languages.includes(language) ? language : undefined,
    });
  return (
    <Paper withBorder radius="md" p="md" data-testid="template-preview">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t('templates.preview')}
        </Title>
        <Group align="flex-end" grow>
          <MemberSelect
            label={t('templates.preview_member')}
            value={member}
            onChange={setMember}
            testId="preview-member"
          />
          <Select
            label={t('templates.preview_language')}
            placeholder={t('templates.member_language')}
            data={languages.map((code) => ({ value: code, label: t(`languages.${code}`, { defaultValue: code }) }))}
            value={language}
            onChange={setLanguage}
            clearable
          />
        </Group>
        <Group>
          <Button
            leftSection={<IconEye size={16} />}
            variant="default"
            onClick={run}
            disabled={!ready}
            loading={preview.isPending}
            data-testid="preview-run"
          >
            {t('templates.show_preview')}
          </Button>
        </Group>
        <Paper
          withBorder
          p="sm"
          radius="sm"
          h={channel === 'email' ? RESULT_HEIGHT.html : RESULT_HEIGHT.text}
          style={{ overflowY: 'auto' }}
          // Scrolls when a long message outgrows its room: reachable by keyboard, named for screen readers.
          tabIndex={0}
          role="region"
          aria-label={t('templates.preview')}
          data-testid="preview-frame"
        >
          {preview.data ? (
            <>
              <Text size="xs" c="dimmed" mb={4}>
                {t('templates.rendered_in', { language: t(`languages.${preview.data.language}`) })}
              </Text>
              <RenderedContent rendered={preview.data} testId="preview-result" />
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('templates.preview_placeholder')}
            </Text>
          )}
        </Paper>
        <TestSend channel={channel} content={content} ready={ready} />
      </Stack>
    </Paper>
  );
}
