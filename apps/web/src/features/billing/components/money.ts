import { formatCurrency } from '../../../lib/format';

// Prices are kept in kuruş; shown in lira with no fraction digits (SPEC §9).
export const formatKurus = (kurus: number, lang: string): string => formatCurrency(kurus / 100, 'TRY', lang);

// To the kuruş (the admin's price calculators).
export const formatKurusExact = (kurus: number, lang: string): string =>
  new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'tr-TR', {
    style: 'currency',
    currency: 'TRY',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(kurus / 100);
