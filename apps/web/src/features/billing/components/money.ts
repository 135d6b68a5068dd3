import { formatCurrency } from '../../../lib/format';

// Prices are kept in kuruş; shown in lira with no fraction digits (SPEC §9).
export const formatKurus = (kurus: number, lang: string): string => formatCurrency(kurus / 100, 'TRY', lang);
