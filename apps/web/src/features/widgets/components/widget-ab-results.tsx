import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TAbVariant, TWidget, TWidgetVariantResult } from '@ulak/shared';
import { useTranslation } from 'react-i18next';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { formatCount, formatCurrency } from '../../../lib/format';
import { showToast } from '../../../lib/toast/toast';
import { useApplyAbWinner } from '../hooks/use-widgets';

const WINNING_CHANCE = 0.95;

// Which side leads on the test's metric, and whether it wins with 95% probability (conversion only).
function verdict(widget: TWidget, variants: TWidgetVariantResult[]) {
  const [a, b] = variants;
  if (!a || !b) return null;
  if (widget.abTest?.metric === 'revenue') {
    const perViewer = (v: TWidgetVariantResult) => (v.uniqueViewers === 0 ? 0 : v.revenue / v.uniqueViewers);
    return { leader: perViewer(b) > perViewer(a) ? b : a, sure: false };
  }
  const leader = (b.chanceToWin ?? 0) > (a.chanceToWin ?? 0) ? b : a;
  return { leader, sure: (leader.chanceToWin ?? 0) >= WINNING_CHANCE };
}

// The A/B test's sides on the results screen, with the winner applied on confirmation.
export function WidgetAbResults({ widget, variants }: { widget: TWidget; variants: TWidgetVariantResult[] }) {
  const { t, i18n } = useTranslation();
  const apply = useApplyAbWinner();
  const result = verdict(widget, variants);
  const percent = (value: number) => `${(value * 100).toLocaleString(i18n.language, { maximumFractionDigits: 1 })}%`;
  const onApply = async (variant: TAbVariant) => {
    if (!(await confirmIrreversible(t('widgets.ab.apply_confirm', { variant })))) return;
    apply.mutate(
      { id: widget.id, variant },
      { onSuccess: () => showToast(t('widgets.ab.applied', { variant }), 'success') },
    );
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="ab-results">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h5">
            {t('widgets.ab.results')}
          </Title>
          {result ? (
            <Badge color={result.sure ? 'teal.9' : 'gray.7'} data-testid="ab-verdict">
              {result.sure
                ? t('widgets.ab.winner', {
                    variant: result.leader.variant,
                    chance: Math.round((result.leader.chanceToWin ?? 0) * 100),
                  })
                : t('widgets.ab.leader', { variant: result.leader.variant })}
            </Badge>
          ) : null}
        </Group>
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('widgets.ab.variant')}</Table.Th>
                <Table.Th>{t('widgets.results.uniqueViewers')}</Table.Th>
                <Table.Th>{t('widgets.results.conversions')}</Table.Th>
                <Table.Th>{t('widgets.ab.rate')}</Table.Th>
                <Table.Th>{t('widgets.results.revenue')}</Table.Th>
                <Table.Th>{t('widgets.ab.chance')}</Table.Th>
                {widget.abTest ? <Table.Th>{t('widgets.ab.winner_column')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {variants.map((v) => (
                <Table.Tr key={v.variant} data-testid={`ab-row-${v.variant}`}>
                  <Table.Td>{v.variant}</Table.Td>
                  <Table.Td>{formatCount(v.uniqueViewers, i18n.language)}</Table.Td>
                  <Table.Td>{formatCount(v.conversions, i18n.language)}</Table.Td>
                  <Table.Td>{percent(v.conversionRate)}</Table.Td>
                  <Table.Td>{formatCurrency(v.revenue, 'TRY', i18n.language)}</Table.Td>
                  <Table.Td>{v.chanceToWin === null ? '—' : percent(v.chanceToWin)}</Table.Td>
                  {widget.abTest ? (
                    <Table.Td>
                      <Button size="xs" variant="default" onClick={() => void onApply(v.variant)}>
                        {t('widgets.ab.apply', { variant: v.variant })}
                      </Button>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {variants.some((v) => v.chanceToWin === null) ? (
          <Text size="sm" c="dimmed">
            {t('widgets.ab.not_enough')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
