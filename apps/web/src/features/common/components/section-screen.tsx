import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

export type TSectionScreenProps = {
  titleKey: string;
  emptyTitleKey?: string;
  emptyDescriptionKey?: string;
};

// A screen whose feature arrives in a later issue: its translated title and an empty state.
export function SectionScreen({ titleKey, emptyTitleKey, emptyDescriptionKey }: TSectionScreenProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(titleKey)} />
      <EmptyState titleKey={emptyTitleKey} descriptionKey={emptyDescriptionKey} />
    </>
  );
}
