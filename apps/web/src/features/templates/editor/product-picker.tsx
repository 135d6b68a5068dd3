import { Avatar, Group, Modal, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../../../lib/format';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import type { TCatalogueProduct } from '../email-api';
import { useCatalogueProducts } from '../hooks/use-email-templates';

// Picks a product of the account's catalogue for the product block (search needs two letters, SPEC §5).
export function ProductPicker({
  opened,
  onClose,
  onPick,
}: {
  opened: boolean;
  onClose: () => void;
  onPick: (product: TCatalogueProduct) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const products = useCatalogueProducts(debounced.length >= 2 ? debounced : '');
  const rows = products.data?.data ?? [];
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={t('email_templates.editor.pick_product')}
      size="lg"
    >
      <Stack>
        <TextInput
          leftSection={<IconSearch size={16} />}
          aria-label={t('email_templates.editor.search_product')}
          placeholder={t('email_templates.editor.search_product')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-testid="product-search"
          data-autofocus
        />
        {products.isPending ? <LoadingScreen /> : null}
        {products.isSuccess && rows.length === 0 ? <EmptyState /> : null}
        <ScrollArea.Autosize mah={420}>
          <Stack gap={4}>
            {rows.map((p) => (
              <UnstyledButton
                key={p.id}
                onClick={() => onPick(p)}
                p="xs"
                style={{ borderRadius: 6, border: '1px solid var(--mantine-color-default-border)' }}
                data-testid="product-option"
              >
                <Group wrap="nowrap">
                  <Avatar src={p.image} radius="sm" size="lg" alt="" />
                  <Stack gap={0} style={{ flex: 1 }}>
                    <Text fw={600} lineClamp={1}>
                      {p.title}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {p.code} · {formatCurrency(p.discount_price ?? p.price, p.currency)}
                    </Text>
                  </Stack>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Modal>
  );
}
