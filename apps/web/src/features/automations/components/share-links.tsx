import { Alert, Button, CopyButton, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { formatDateTimeShort } from '../../../lib/format';
import { showToast } from '../../../lib/toast/toast';
import { useShareLinkActions, useShareLinks } from '../hooks/use-automations';

export const shareUrl = (token: string) => `${window.location.origin}/workflow?token=${encodeURIComponent(token)}`;

// Read-only links to the workflow for someone with no login; the link is shown once, when made.
export function ShareLinksButton({ workflowId }: { workflowId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [fresh, setFresh] = useState<string | null>(null);
  const links = useShareLinks(workflowId, open);
  const { create, revoke } = useShareLinkActions(workflowId);
  const onRevoke = async (linkId: number) => {
    if (!(await confirmIrreversible(t('automations.share.revoke_confirm')))) return;
    revoke.mutate(linkId, { onSuccess: () => showToast(t('automations.share.revoked'), 'success') });
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconShare size={16} />}
        onClick={() => setOpen(true)}
        data-testid="workflow-share"
      >
        {t('automations.share.button')}
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={open}
        onClose={() => {
          setOpen(false);
          setFresh(null);
        }}
        title={t('automations.share.title')}
        size="lg"
      >
        <Stack gap="sm">
          <Text size="sm">{t('automations.share.help')}</Text>
          <Group>
            <Button
              color="indigo.8"
              loading={create.isPending}
              onClick={() => create.mutate(undefined, { onSuccess: (link) => setFresh(shareUrl(link.token)) })}
              data-testid="share-create"
            >
              {t('automations.share.create')}
            </Button>
          </Group>
          {fresh ? (
            <Alert color="teal" title={t('automations.share.created')}>
              <Group gap="xs" wrap="nowrap" align="flex-end">
                <TextInput
                  label={t('automations.share.link')}
                  value={fresh}
                  readOnly
                  style={{ flex: 1 }}
                  data-testid="share-url"
                />
                <CopyButton value={fresh}>
                  {({ copied, copy }) => (
                    <Button variant="default" onClick={copy}>
                      {copied ? t('automations.share.copied') : t('automations.share.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Alert>
          ) : null}
          {(links.data ?? []).length > 0 ? (
            <Table data-testid="share-links">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('automations.share.created_at')}</Table.Th>
                  <Table.Th>{t('automations.workflows.status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(links.data ?? []).map((link) => (
                  <Table.Tr key={link.id} data-testid="share-link-row">
                    <Table.Td>{formatDateTimeShort(link.createdAt)}</Table.Td>
                    <Table.Td>
                      {link.revokedAt
                        ? t('automations.share.revoked_at', { at: formatDateTimeShort(link.revokedAt) })
                        : t('automations.share.active')}
                    </Table.Td>
                    <Table.Td ta="right">
                      {link.revokedAt ? null : (
                        <Button
                          size="xs"
                          variant="default"
                          color="red"
                          onClick={() => void onRevoke(link.id)}
                          data-testid="share-revoke"
                        >
                          {t('automations.share.revoke')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : null}
        </Stack>
      </Modal>
    </>
  );
}
