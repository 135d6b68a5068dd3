import { Alert, Select, Stack, Text, Textarea } from '@mantine/core';
import { SegmentedChoice } from '../../common/components/segmented-choice';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TChannel } from '@ulak/shared/messaging/channels';
import { MemberMultiSelect, type TMemberOption } from '../../templates/components/member-select';
import { useSegmentOptions } from '../hooks/use-messaging';
import { AUDIENCE_KINDS, parseAddresses, type TAudienceKind } from '../direct-send-form';
import { ADDRESS_KIND } from '../sending-types';

export type TAudienceValue = {
  kind: TAudienceKind;
  members: TMemberOption[];
  addressText: string;
  segment: { id: number; name: string } | null;
};

function SegmentSelect({
  value,
  onChange,
}: {
  value: TAudienceValue['segment'];
  onChange: (next: TAudienceValue['segment']) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const segments = useSegmentOptions(debounced);
  const options = (segments.data?.data ?? []).map((s) => ({
    value: String(s.id),
    label: `${s.name} (${t('messaging.segment_members', { count: s.memberCount })})`,
    name: s.name,
  }));
  if (value && !options.some((o) => o.value === String(value.id)))
    options.unshift({ value: String(value.id), label: value.name, name: value.name });
  return (
    <Select
      label={t('messaging.segment')}
      placeholder={t('messaging.segment_placeholder')}
      data={options}
      value={value ? String(value.id) : null}
      onChange={(id) => {
        const picked = options.find((o) => o.value === id);
        onChange(picked ? { id: Number(picked.value), name: picked.name } : null);
      }}
      searchable
      onSearchChange={setSearch}
      nothingFoundMessage={segments.isPending ? t('empty.please_wait') : t('empty.records_not_found')}
      data-testid="audience-segment"
    />
  );
}

// Who a direct send goes to: chosen members, a pasted list, a segment's members now, or everyone
// (`kinds` narrows the choice, e.g. the one-screen send offers everyone or a segment).
export function AudiencePicker({
  channel,
  value,
  onChange,
  kinds = AUDIENCE_KINDS,
}: {
  channel: TChannel;
  value: TAudienceValue;
  onChange: (next: TAudienceValue) => void;
  kinds?: readonly TAudienceKind[];
}) {
  const { t } = useTranslation();
  const pasted = parseAddresses(value.addressText).length;
  return (
    <Stack gap="sm">
      <SegmentedChoice
        data={kinds.map((kind) => ({ value: kind, label: t(`messaging.audience.${kind}`) }))}
        value={value.kind}
        onChange={(kind) => onChange({ ...value, kind: kind as TAudienceKind })}
        data-testid="audience-kind"
      />
      {value.kind === 'members' ? (
        <MemberMultiSelect
          label={t('messaging.audience_members_label')}
          value={value.members}
          onChange={(members) => onChange({ ...value, members })}
          testId="audience-members"
        />
      ) : null}
      {value.kind === 'addresses' ? (
        <>
          <Textarea
            label={t(`messaging.audience_addresses_label.${ADDRESS_KIND[channel]}`)}
            description={t('messaging.audience_addresses_hint')}
            value={value.addressText}
            onChange={(e) => onChange({ ...value, addressText: e.currentTarget.value })}
            autosize
            minRows={4}
            maxRows={12}
            data-testid="audience-addresses"
          />
          <Text size="xs" c="dimmed" data-testid="audience-address-count">
            {t('messaging.address_count', { count: pasted })}
          </Text>
        </>
      ) : null}
      {value.kind === 'segment' ? (
        <SegmentSelect value={value.segment} onChange={(segment) => onChange({ ...value, segment })} />
      ) : null}
      {value.kind === 'all' ? (
        <Alert color="yellow" icon={<IconUsersGroup size={18} />} data-testid="audience-all-note">
          {t('messaging.audience_all_note')}
        </Alert>
      ) : null}
    </Stack>
  );
}
