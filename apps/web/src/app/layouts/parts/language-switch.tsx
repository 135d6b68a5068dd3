import type { TUiLanguage } from '@ulak/shared/locales';
import { useTranslation } from 'react-i18next';
import { SegmentedChoice } from '../../../features/common/components/segmented-choice';
import { setLanguage } from '../../../lib/i18n/i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedChoice
      size="xs"
      aria-label={t('header.language')}
      data-testid="language-switch"
      value={i18n.language === 'en' ? 'en' : 'tr'}
      onChange={(value) => void setLanguage(value as TUiLanguage)}
      data={[
        { value: 'tr', label: 'TR' },
        { value: 'en', label: 'EN' },
      ]}
    />
  );
}
