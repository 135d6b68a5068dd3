import { Anchor, Group, Table, Text, UnstyledButton, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatText } from '../../../lib/format';
import { useMemberLabels } from '../hooks/use-member-labels';
import type { TMemberListState } from '../member-list-state';
import { fullName } from '../member-view';
import type { TMember } from '../types';
import { MemberStatusBadge, PermissionBadges } from './member-badges';
import { RowActions, useRowActionLabels } from '../../common/components/row-actions';
import { TABLE_CELL_CLASS } from '../../common/table-cell';

type TSort = TMemberListState['sort'];

function SortHeader({
  column,
  state,
  onSort,
  children,
}: {
  column: TSort;
  state: TMemberListState;
  onSort: (column: TSort) => void;
  children: ReactNode;
}) {
  const active = state.sort === column;
  const Icon = active ? (state.order === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
  return (
    <Table.Th aria-sort={active ? (state.order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton onClick={() => onSort(column)} data-testid={`sort-${column}`}>
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {children}
          </Text>
          <Icon size={14} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

export function MembersTable({
  members,
  state,
  onSort,
  onEdit,
  onDelete,
}: {
  members: TMember[];
  state: TMemberListState;
  onSort: (column: TSort) => void;
  onEdit: (member: TMember) => void;
  onDelete: (member: TMember) => void;
}) {
  const { t } = useTranslation();
  const actionLabels = useRowActionLabels();
  const labels = useMemberLabels();
  const sortProps = { state, onSort };
  // On a phone a row shows who the member is (name, and the email under it), their status and the actions; the
  // phone, source, permissions and dates are on the member's page. Nine columns scrolled sideways there, and
  // drawing them took most of the page's longest task.
  const theme = useMantineTheme();
  const full = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, { getInitialValueInEffect: false });
  return (
    <Table.ScrollContainer minWidth={full ? 1200 : 0}>
      {/* nowrap: badges and names keep their width; the container scrolls on narrow screens */}
      <Table striped highlightOnHover verticalSpacing="xs" style={{ whiteSpace: 'nowrap' }} data-testid="members-table">
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="name" {...sortProps}>
              {t('members.name')}
            </SortHeader>
            {full ? (
              <>
                <SortHeader column="email" {...sortProps}>
                  {t('members.email')}
                </SortHeader>
                <Table.Th>{t('members.phone')}</Table.Th>
                <Table.Th>{t('members.source')}</Table.Th>
                <Table.Th>{t('members.permissions_title')}</Table.Th>
              </>
            ) : null}
            <Table.Th>{t('members.status')}</Table.Th>
            {full ? (
              <>
                <SortHeader column="created_at" {...sortProps}>
                  {t('common.created_at')}
                </SortHeader>
                <Table.Th>{t('members.last_login')}</Table.Th>
              </>
            ) : null}
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id} data-testid="member-row">
              <td className={TABLE_CELL_CLASS}>
                <Anchor component={Link} to={`/user/member/${member.id}`} fw={600}>
                  {fullName(member)}
                </Anchor>
                {full ? null : <div className="ulak-cell-note">{formatText(member.email)}</div>}
              </td>
              {full ? (
                <>
                  <td className={TABLE_CELL_CLASS}>{formatText(member.email)}</td>
                  <td className={TABLE_CELL_CLASS}>{formatText(member.phone)}</td>
                  <td className={TABLE_CELL_CLASS}>{labels.source(member.source)}</td>
                  <td className={TABLE_CELL_CLASS}>
                    <PermissionBadges member={member} labels={labels} />
                  </td>
                </>
              ) : null}
              <td className={TABLE_CELL_CLASS}>
                <MemberStatusBadge member={member} labels={labels} />
              </td>
              {full ? (
                <>
                  <td className={TABLE_CELL_CLASS}>{formatDate(member.created_at)}</td>
                  <td className={TABLE_CELL_CLASS} data-testid="member-last-login">
                    {formatDate(member.last_login)}
                  </td>
                </>
              ) : null}
              <td className={TABLE_CELL_CLASS}>
                <RowActions labels={actionLabels} onEdit={() => onEdit(member)} onDelete={() => onDelete(member)} />
              </td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
