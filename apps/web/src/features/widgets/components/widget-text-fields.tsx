import { TextInput, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDraftText } from '../widget-drafts';

type TProps = {
  text: TDraftText;
  onText: (patch: Partial<TDraftText>) => void;
  titleLabel: string;
  titleRequired?: boolean;
  titleTestId: string;
  titleError?: ReactNode;
};

// A widget's title, description and button text in one language (the widget's own, or its A/B version B).
export function WidgetTextFields({ text, onText, titleLabel, titleRequired, titleTestId, titleError }: TProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={titleLabel}
        value={text.title}
        onChange={(e) => onText({ title: e.currentTarget.value })}
        required={titleRequired}
        error={titleError}
        data-testid={titleTestId}
      />
      <Textarea
        label={t('widgets.fields.description')}
        value={text.description ?? ''}
        onChange={(e) => onText({ description: e.currentTarget.value })}
        autosize
      />
      <TextInput
        label={t('widgets.fields.button_text')}
        value={text.buttonText ?? ''}
        onChange={(e) => onText({ buttonText: e.currentTarget.value })}
      />
    </>
  );
}
