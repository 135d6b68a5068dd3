import { BarChart } from '@mantine/charts';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, TextInput, Textarea, Title } from '@mantine/core';
import { ZSupportRequestInput } from '@ulak/shared/support';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { formatCurrency, formatDate } from '../../../lib/format';
import { EmptyState } from '../../common/components/empty-state';
import { FormAlert } from '../../common/components/form-alert';
import { ListPager } from '../../common/components/list-pager';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { CopyField } from '../../common/components/copy-field';

const ROWS = [
  { name: 'Ayşe Yılmaz', city: 'İstanbul', total: 1250, date: '2026-11-02T10:00:00Z', status: 'success' },
  { name: 'Mehmet Demir', city: 'Ankara', total: 480, date: '2026-11-10T14:30:00Z', status: 'pending' },
  { name: 'Elif Kaya', city: 'İzmir', total: 0, date: '2026-11-18T09:15:00Z', status: 'failed' },
] as const;
const STATUS_COLOR = { success: 'teal', pending: 'yellow', failed: 'red' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

// /user/deneme (SPEC §2's development route): the shared components in one place, to check looks,
// states and accessibility while building. Production builds leave it out (the route answers 404).
export function SandboxScreen() {
  const { t } = useTranslation();
  const form = useSchemaForm({
    schema: ZSupportRequestInput,
    initialValues: { subject: '', message: '' },
    toInput: (draft: { subject: string; message: string }) => ({ kind: 'support', category: 'other', ...draft }),
    errorNamespace: 'support',
  });
  const [page, setPage] = useState({ page: 1, perPage: 10 });
  // Only shows the checks: nothing is sent from here.
  const onSubmit = form.onSubmit(() => undefined);
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.sandbox')} description={t('sandbox.description')} />
      <Section title={t('sandbox.buttons')}>
        <Group>
          <Button>{t('sandbox.primary')}</Button>
          <Button variant="light">{t('sandbox.secondary')}</Button>
          <Button variant="default">{t('common.cancel')}</Button>
          <Button color="red">{t('sandbox.danger')}</Button>
          <Button loading>{t('sandbox.primary')}</Button>
          <Button disabled>{t('sandbox.disabled')}</Button>
        </Group>
      </Section>
      <Section title={t('sandbox.badges')}>
        <Group>
          {(['success', 'pending', 'failed'] as const).map((s) => (
            <Badge key={s} color={STATUS_COLOR[s]} variant="light">
              {t(`sandbox.statuses.${s}`)}
            </Badge>
          ))}
          <Badge variant="outline">{t('sandbox.outline')}</Badge>
        </Group>
      </Section>
      <Section title={t('sandbox.form')}>
        <form onSubmit={onSubmit} noValidate data-testid="sandbox-form">
          <Stack gap="sm" maw={480}>
            <TextInput label={t('support.subject')} {...form.getInputProps('subject')} />
            <Textarea label={t('support.message')} {...form.getInputProps('message')} />
            <Button type="submit" style={{ alignSelf: 'flex-start' }}>
              {t('sandbox.validate')}
            </Button>
          </Stack>
        </form>
      </Section>
      <Section title={t('sandbox.table')}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('sandbox.name')}</Table.Th>
              <Table.Th>{t('sandbox.city')}</Table.Th>
              <Table.Th>{t('sandbox.total')}</Table.Th>
              <Table.Th>{t('common.created_at')}</Table.Th>
              <Table.Th>{t('sandbox.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ROWS.map((row) => (
              <Table.Tr key={row.name}>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>{row.city}</Table.Td>
                <Table.Td>{formatCurrency(row.total, 'TRY')}</Table.Td>
                <Table.Td>{formatDate(row.date)}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[row.status]} variant="light">
                    {t(`sandbox.statuses.${row.status}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <ListPager page={page.page} perPage={page.perPage} total={ROWS.length} onChange={setPage} />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Section title={t('sandbox.loading')}>
          <LoadingScreen />
        </Section>
        <Section title={t('sandbox.empty')}>
          <EmptyState />
        </Section>
        <Section title={t('sandbox.error')}>
          <FormAlert message={t('sandbox.error_message')} />
        </Section>
      </SimpleGrid>
      <Section title={t('sandbox.copy')}>
        <CopyField value="ulak_sk_example" testId="sandbox-copy" />
      </Section>
      <Section title={t('sandbox.chart')}>
        <BarChart
          h={220}
          data={ROWS.map((r) => ({ name: r.city, total: r.total }))}
          dataKey="name"
          series={[{ name: 'total', label: t('sandbox.total'), color: 'blue.6' }]}
        />
      </Section>
    </Stack>
  );
}
