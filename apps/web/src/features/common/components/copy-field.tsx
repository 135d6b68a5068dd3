import { ActionIcon, Code, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// A value to copy (SDK snippet, a new API key) with its copy button.
export function CopyField({ value, testId, block = false }: { value: string; testId: string; block?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Code block={block} data-testid={testId} style={{ flex: 1, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {value}
      </Code>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('common.copied') : t('common.copy')} withArrow>
            <ActionIcon
              variant="light"
              color={copied ? 'teal' : 'blue'}
              onClick={copy}
              aria-label={t('common.copy')}
              data-testid={`${testId}-copy`}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
