import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFeedbackSummary } from '@ulak/shared/order-feedback';
import { QueryState } from '../../common/components/query-state';
import type { TFeedbackKind } from '../api';
import { useFeedbackSummary } from '../hooks/use-order-feedback';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

function EvaluationResults({ data }: { data: TFeedbackSummary }) {
  const { t } = useTranslation();
  if (data.products.length === 0) return null;
  return (
    <Table striped data-testid="feedback-products">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('order_feedback.products')}</Table.Th>
          <Table.Th ta="right">{t('order_feedback.average')}</Table.Th>
          <Table.Th ta="right">{t('order_feedback.count')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.products.map((p) => (
          <Table.Tr key={p.code}>
            <Table.Td>{p.title}</Table.Td>
            <Table.Td ta="right">{p.average.toFixed(2)}</Table.Td>
            <Table.Td ta="right">{p.count}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function SurveyResults({ data }: { data: TFeedbackSummary }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {data.questions.map((q, index) => (
        <Stack key={q.id} gap={4} data-testid={`feedback-question-${index + 1}`}>
          <Text fw={600}>
            {index + 1}. {q.text}
          </Text>
          <Text size="sm" c="dimmed">
            {t('order_feedback.answered')}: {q.answered}
            {q.average !== null ? ` · ${t('order_feedback.average')}: ${q.average.toFixed(2)}` : ''}
          </Text>
          {q.counts.length > 0 ? (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('order_feedback.option')}</Table.Th>
                  <Table.Th ta="right">{t('order_feedback.count')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {q.counts.map((c) => (
                  <Table.Tr key={c.option}>
                    <Table.Td>{c.option}</Table.Td>
                    <Table.Td ta="right">{c.count}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : null}
          {q.latest.length > 0 ? (
            <Text size="sm">
              {t('order_feedback.latest_texts')}: {q.latest.join(' · ')}
            </Text>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}

// The scenario report's answers: responses, average rating, per product or per question and option.
export function FeedbackSummary({ kind }: { kind: TFeedbackKind }) {
  const { t } = useTranslation();
  const summary = useFeedbackSummary(kind);
  const variable = kind === 'evaluation' ? '{{ order_evaluation_url }}' : '{{ satisfaction_url }}';
  return (
    <Paper withBorder p="md" radius="md" data-testid="feedback-summary">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('order_feedback.summary_title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('order_feedback.link_hint', { variable })}
        </Text>
        <QueryState query={summary} errorTitleKey="order_feedback.load_error">
          {(data) => (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Figure
                  label={t('order_feedback.responses')}
                  value={String(data.responses)}
                  testId="feedback-responses"
                />
                {kind === 'evaluation' ? (
                  <Figure
                    label={t('order_feedback.average_rating')}
                    value={data.averageRating === null ? '-' : data.averageRating.toFixed(2)}
                    testId="feedback-average"
                  />
                ) : null}
              </SimpleGrid>
              {data.responses === 0 ? <Text c="dimmed">{t('order_feedback.no_responses')}</Text> : null}
              {kind === 'evaluation' ? <EvaluationResults data={data} /> : <SurveyResults data={data} />}
            </>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
