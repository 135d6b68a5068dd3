import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// SPEC §8: 'the template editor could not be loaded', with a retry.
export function EditorLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} />}
      title={t('email_templates.editor.load_failed')}
      data-testid="editor-load-failed"
    >
      <Button size="xs" variant="light" onClick={onRetry}>
        {t('email_templates.retry')}
      </Button>
    </Alert>
  );
}

// GrapesJS failing while it starts (a broken project, a plugin error) is caught here too.
export class EditorBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[editor] failed', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <EditorLoadFailed
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}
