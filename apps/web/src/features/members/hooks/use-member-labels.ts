import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { memberLabels, type TMemberLabels } from '../member-labels';

// `t` changes with the language, so the labels follow it.
export function useMemberLabels(): TMemberLabels {
  const { t } = useTranslation();
  return useMemo(() => memberLabels(t), [t]);
}
