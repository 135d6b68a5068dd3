import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate, formatDateTime, formatText } from '../../../../lib/format';
import type { TMember } from '../../types';
import { MemberSendingHistory } from '../../../messaging/components/member-sending-history';
import { MemberIysLogs } from '../../../iys/components/member-iys-logs';
import { MemberFeedbackTab } from '../../../order-feedback/components/member-feedback-tab';
import { MemberFields } from './member-fields';
import { MemberLogTab } from './member-log-tab';
import { MemberCartTab, MemberEventsTab, MemberOrdersTab } from './member-records-tabs';
import { MemberTagsTab } from './member-tags-tab';

export const MEMBER_TABS = [
  'general',
  'address',
  'sending_history',
  'segments_tags',
  'orders',
  'cart',
  'widget_interactions',
  'events',
  'iys_logs',
  'order_feedback',
] as const;
type TMemberTab = (typeof MEMBER_TABS)[number];

function GeneralTab({ member }: { member: TMember }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`members.fields.${key}`);
  return (
    <MemberFields
      rows={[
        { label: label('name'), value: formatText(member.name), testId: 'member-field-name' },
        { label: label('surname'), value: formatText(member.surname) },
        { label: label('email'), value: formatText(member.email), testId: 'member-field-email' },
        { label: label('phone'), value: formatText(member.phone), testId: 'member-field-phone' },
        { label: label('gender'), value: member.gender ? t(`members.genders.${member.gender}`) : '-' },
        { label: label('birthDate'), value: formatDate(member.birth_date) },
        { label: t('members.age'), value: formatText(member.age) },
        { label: label('language'), value: t(`languages.${member.language}`) },
        { label: label('customerId'), value: formatText(member.customerId) },
        { label: t('members.source'), value: t(`members.sources.${member.source}`) },
        { label: t('common.created_at'), value: formatDateTime(member.created_at) },
        { label: t('members.last_login'), value: formatDateTime(member.last_login) },
        { label: t('members.error_count'), value: String(member.error_count) },
        { label: t('member_counts.segments'), value: String(member.segment_count), testId: 'member-field-segments' },
        { label: t('member_counts.tags'), value: String(member.tag_count), testId: 'member-field-tags' },
        { label: label('notes'), value: formatText(member.notes), testId: 'member-field-notes' },
      ]}
    />
  );
}

function AddressTab({ member }: { member: TMember }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`members.fields.${key}`);
  return (
    <MemberFields
      rows={[
        { label: label('address'), value: formatText(member.address) },
        { label: label('district'), value: formatText(member.district) },
        { label: label('city'), value: formatText(member.city), testId: 'member-field-city' },
        { label: label('country'), value: formatText(member.country) },
        { label: label('zipCode'), value: formatText(member.zip_code) },
      ]}
    />
  );
}

function TabBody({ tab, member }: { tab: TMemberTab; member: TMember }) {
  if (tab === 'general') return <GeneralTab member={member} />;
  if (tab === 'address') return <AddressTab member={member} />;
  if (tab === 'sending_history') return <MemberSendingHistory memberId={member.id} />;
  if (tab === 'segments_tags') return <MemberTagsTab memberId={member.id} segmentCount={member.segment_count} />;
  if (tab === 'orders') return <MemberOrdersTab memberId={member.id} />;
  if (tab === 'cart') return <MemberCartTab memberId={member.id} />;
  if (tab === 'events') return <MemberEventsTab memberId={member.id} />;
  if (tab === 'iys_logs') return <MemberIysLogs memberId={member.id} />;
  if (tab === 'order_feedback') return <MemberFeedbackTab memberId={member.id} />;
  return <MemberLogTab memberId={member.id} tab={tab} />;
}

export function MemberTabs({ member }: { member: TMember }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TMemberTab = MEMBER_TABS.find((name) => name === requested) ?? 'general';
  return (
    <Tabs
      value={tab}
      onChange={(value) => setParams(value && value !== 'general' ? { tab: value } : {}, { replace: true })}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        {MEMBER_TABS.map((name) => (
          <Tabs.Tab key={name} value={name} data-testid={`member-tab-${name}`}>
            {name === 'order_feedback' ? t('order_feedback.member_tab') : t(`members.tabs.${name}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {MEMBER_TABS.map((name) => (
        <Tabs.Panel key={name} value={name}>
          <TabBody tab={name} member={member} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
