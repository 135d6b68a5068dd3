import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconMail, IconPencil, IconPhone, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmIrreversible } from '../../../../lib/dialogs/confirm';
import { formatText } from '../../../../lib/format';
import { showToast } from '../../../../lib/toast/toast';
import { RecordState } from '../../../common/components/record-state';
import { PageHeader } from '../../../common/components/page-header';
import { useMemberLabels } from '../../hooks/use-member-labels';
import { useDeleteMember, useMember } from '../../hooks/use-members';
import { fullName } from '../../member-view';
import type { TMember } from '../../types';
import { MemberStatusBadge, PermissionBadges } from '../member-badges';
import { MemberFormDrawer } from '../member-form-drawer';
import { MemberTabs } from './member-tabs';

// The email verification's classes (its feature names them).
const VERIFICATION_COLORS: Record<string, string> = { verified: 'teal', risky: 'yellow', invalid: 'red' };

function MemberHeader({ member }: { member: TMember }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteMember();
  const labels = useMemberLabels();
  const [editing, setEditing] = useState(false);
  const onDelete = async () => {
    if (!(await confirmIrreversible())) return;
    remove.mutate(member.id, {
      onSuccess: () => {
        showToast(t('members.deleted'), 'success');
        void navigate('/user/members');
      },
    });
  };
  return (
    <>
      <PageHeader
        title={fullName(member)}
        actions={
          <>
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
              {t('common.edit')}
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              loading={remove.isPending}
              onClick={() => void onDelete()}
              data-testid="member-delete"
            >
              {t('common.delete')}
            </Button>
          </>
        }
      />
      <Paper withBorder radius="md" p="md" data-testid="member-header">
        <Group justify="space-between" wrap="wrap">
          <Group gap="lg">
            <Group gap={6}>
              <IconMail size={16} />
              <Text>{formatText(member.email)}</Text>
              {member.email_verification ? (
                <Badge
                  variant="light"
                  color={VERIFICATION_COLORS[member.email_verification.status] ?? 'gray'}
                  title={t(`email_verification.reasons.${member.email_verification.reason}`)}
                  data-testid="member-email-verification"
                >
                  {t(`email_verification.classes.${member.email_verification.status}`)}
                </Badge>
              ) : null}
            </Group>
            <Group gap={6}>
              <IconPhone size={16} />
              <Text>{formatText(member.phone)}</Text>
            </Group>
          </Group>
          <Group gap="sm">
            <PermissionBadges member={member} labels={labels} />
            <MemberStatusBadge member={member} labels={labels} />
          </Group>
        </Group>
      </Paper>
      {member.passive ? (
        <Alert color="gray" icon={<IconInfoCircle size={18} />} data-testid="member-passive-hint">
          {t('member_state.passive_hint')}
        </Alert>
      ) : null}
      {editing ? <MemberFormDrawer member={member} onClose={() => setEditing(false)} /> : null}
    </>
  );
}

export function MemberDetailScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const member = useMember(id);
  if (!member.data) return <RecordState query={member} title={t('pages.member_detail')} listPath="/user/members" />;
  return (
    <Stack gap="md">
      <MemberHeader member={member.data} />
      <MemberTabs member={member.data} />
    </Stack>
  );
}
