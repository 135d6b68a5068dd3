import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import 'dayjs/locale/en';
import { DEFAULT_CURRENCY } from '@ulak/shared/constants';

export const EMPTY_VALUE = '-';

type TDateInput = string | number | Date | null | undefined;

const ZERO_DATE = /^0{4}-0{2}-0{2}/;

function isEmptyDate(value: TDateInput): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (typeof value === 'number') return value === 0;
  if (typeof value === 'string') return ZERO_DATE.test(value.trim()) || value.trim() === '0';
  return value.getTime() === 0;
}

function toDayjs(value: TDateInput): dayjs.Dayjs | null {
  if (isEmptyDate(value)) return null;
  const parsed = dayjs(value as string | number | Date);
  return parsed.isValid() ? parsed : null;
}

function formatWith(value: TDateInput, pattern: string, locale?: string): string {
  const parsed = toDayjs(value);
  if (!parsed) return EMPTY_VALUE;
  return (locale ? parsed.locale(locale) : parsed).format(pattern);
}

export const formatDate = (value: TDateInput): string => formatWith(value, 'DD-MM-YYYY');
export const formatDateTime = (value: TDateInput): string => formatWith(value, 'DD-MM-YYYY HH:mm:ss');
export const formatDateTimeShort = (value: TDateInput): string => formatWith(value, 'DD-MM-YYYY HH:mm');
export const formatLongDate = (value: TDateInput, locale: string = 'tr'): string =>
  formatWith(value, 'DD MMMM YYYY', locale === 'en' ? 'en' : 'tr');

export function normalizeCurrency(currency: string | null | undefined): string {
  const code = (currency ?? '').trim().toUpperCase();
  if (!code) return DEFAULT_CURRENCY;
  return code === 'TL' ? 'TRY' : code;
}

export function parseAmount(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const cleaned = value.replace(/,/g, '').trim();
  if (cleaned === '') return null;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
}

// Whole numbers are grouped by thousands here rather than by Intl: a page's first Intl number format loads the
// locale's data, about 17 ms of main thread inside the first render of the dashboard and the members list. The
// result is Intl's own for the two interface languages (tr 1.234.567, en 1,234,567; halves rounded away from 0).
const GROUP_SEPARATOR: Record<string, string> = { tr: '.', en: ',' };

function roundAway(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded;
}

function groupDigits(value: number, locale: string): string {
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR[locale] ?? '.');
  return value < 0 ? `-${digits}` : digits;
}

// A count (members, messages, clicks) in the interface language.
export function formatCount(value: number, locale: string = 'tr'): string {
  const whole = roundAway(value);
  if (!Number.isSafeInteger(whole)) return new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'tr-TR').format(value);
  return groupDigits(whole, locale === 'en' ? 'en' : 'tr');
}

// The common shop currencies as Intl writes them before a whole amount, per interface language; any other code
// goes through Intl.
const CURRENCY_PREFIX: Record<string, { tr: string; en: string }> = {
  TRY: { tr: '\u20ba', en: 'TRY\u00a0' },
  USD: { tr: '$', en: '$' },
  EUR: { tr: '\u20ac', en: '\u20ac' },
  GBP: { tr: '\u00a3', en: '\u00a3' },
};

// Money with 0 fraction digits; TRY by default and 'TL' read as TRY; commas stripped from strings.
export function formatCurrency(
  value: string | number | null | undefined,
  currency?: string | null,
  locale: string = 'tr',
): string {
  const amount = parseAmount(value);
  if (amount === null) return EMPTY_VALUE;
  const code = normalizeCurrency(currency);
  const language = locale === 'en' ? 'en' : 'tr';
  const prefix = CURRENCY_PREFIX[code]?.[language];
  const whole = roundAway(amount);
  if (prefix !== undefined && Number.isSafeInteger(whole)) {
    const digits = groupDigits(Math.abs(whole), language);
    return whole < 0 ? `-${prefix}${digits}` : `${prefix}${digits}`;
  }
  const intlLocale = language === 'en' ? 'en-US' : 'tr-TR';
  try {
    return new Intl.NumberFormat(intlLocale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    // unknown currency code from a shop platform: show the number and the code as given
    return `${new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 0 }).format(amount)} ${code}`;
  }
}

export function formatText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  const text = String(value).trim();
  return text === '' ? EMPTY_VALUE : text;
}

// An instant as DD-MM-YYYY HH:mm on the account's clock (a task's next run), whatever the browser's zone.
export function formatZonedDateTime(value: TDateInput, timeZone: string): string {
  const parsed = toDayjs(value);
  if (!parsed) return EMPTY_VALUE;
  let parts: Record<string, string>;
  try {
    parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(parsed.toDate())
        .map((p) => [p.type, p.value]),
    );
  } catch {
    return formatDateTimeShort(value);
  }
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}
