import { MESSAGE_LANGUAGES, memberFieldsFor, type TImportField, type TImportMapping } from '@ulak/shared';
import { normalizePhone } from '@ulak/shared/phone';

// One CSV row → the staging columns, or the reasons it is rejected (i18n keys).
const IMPORT_MEMBER_FIELDS = memberFieldsFor('import');
type TStageColumn = (typeof IMPORT_MEMBER_FIELDS)[number]['column'];
// The staging table's columns: the catalogue's import fields, in catalogue order.
export const STAGE_COLUMNS: readonly TStageColumn[] = IMPORT_MEMBER_FIELDS.map((field) => field.column);
const FIELD_TO_COLUMN = new Map<TImportField, TStageColumn>(IMPORT_MEMBER_FIELDS.map((f) => [f.key, f.column]));

export type TMapping = TImportMapping;
export type TRowResult = { ok: true; values: (string | null)[] } | { ok: false; reasons: string[] };

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const TRUE = new Set(['1', 'true', 'yes', 'evet', 'e', 'y', 'var', 'aktif', 'x']);
const FALSE = new Set(['0', 'false', 'no', 'hayır', 'hayir', 'h', 'n', 'yok', 'pasif', '']);
const GENDER = new Map(
  Object.entries({
    male: 'male',
    m: 'male',
    erkek: 'male',
    e: 'male',
    female: 'female',
    f: 'female',
    kadın: 'female',
    kadin: 'female',
    k: 'female',
  }),
);
export const BOOLEANS = new Map<string, string>([
  ...[...TRUE].map((k) => [k, 't'] as const),
  ...[...FALSE].map((k) => [k, 'f'] as const),
]);
export const LANGS = new Set<string>(MESSAGE_LANGUAGES);

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const DAY_MS = 86_400_000;
let today = { day: -1, iso: '' };
function todayIso(): string {
  const day = Math.floor(Date.now() / DAY_MS);
  if (day !== today.day) today = { day, iso: new Date(day * DAY_MS).toISOString().slice(0, 10) };
  return today.iso;
}

// Checked with arithmetic, not Date objects: it runs for every row of a million-row import.
function birthDate(value: string): string | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  let [y, mo, d] = m ? [m[1], m[2], m[3]] : [undefined, undefined, undefined];
  if (!m) {
    m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(value);
    if (!m) return null;
    [d, mo, y] = [m[1]?.padStart(2, '0'), m[2]?.padStart(2, '0'), m[3]];
  }
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  const monthDays = month === 2 && !isLeap(year) ? 28 : (DAYS_IN_MONTH[month - 1] ?? 0);
  const iso = `${y}-${mo}-${d}`;
  return year > 1900 && day >= 1 && day <= monthDays && iso <= todayIso() ? iso : null;
}

// Plain lower-casing first; the Turkish-aware one (slow) only when the plain one found nothing.
export const lookup = <T>(table: { get(k: string): T | undefined }, value: string): T | undefined =>
  table.get(value.toLowerCase()) ?? table.get(value.toLocaleLowerCase('tr'));

const compiled = new WeakMap<TMapping, { column: TStageColumn; at: number; index: number }[]>();
function compile(mapping: TMapping) {
  let plan = compiled.get(mapping);
  if (!plan) {
    plan = (Object.entries(mapping) as [TImportField, number][]).flatMap(([field, index]) => {
      const column = FIELD_TO_COLUMN.get(field);
      return column ? [{ column, at: STAGE_COLUMNS.indexOf(column), index }] : [];
    });
    compiled.set(mapping, plan);
  }
  return plan;
}

export function validateRow(fields: string[], mapping: TMapping): TRowResult {
  const values: (string | null)[] = new Array<string | null>(STAGE_COLUMNS.length).fill(null);
  const reasons: string[] = [];
  for (const { column, at, index } of compile(mapping)) {
    const raw = (fields[index] ?? '').trim();
    let value: string | null = raw === '' ? null : raw;
    if (value !== null) {
      if (column === 'email') {
        value = value.toLowerCase();
        if (!EMAIL.test(value) || value.length > 254) reasons.push('import.email_invalid');
      } else if (column === 'phone') {
        value = normalizePhone(value);
        if (!value) reasons.push('import.phone_invalid');
      } else if (column === 'gender') {
        value = lookup(GENDER, value) ?? null;
        if (!value) reasons.push('import.gender_invalid');
      } else if (column === 'birth_date') {
        value = birthDate(value);
        if (!value) reasons.push('import.birth_date_invalid');
      } else if (column === 'language') {
        value = value.toLowerCase();
        if (!LANGS.has(value)) reasons.push('import.language_invalid');
      } else if (column.endsWith('_active')) {
        value = lookup(BOOLEANS, value) ?? null;
        if (value === null) reasons.push('import.permission_invalid');
      } else if (value.length > (column === 'notes' || column === 'address' ? 5000 : 200)) {
        reasons.push('import.too_long');
      }
    }
    values[at] = value;
  }
  const [email, phone, customer] = (['email', 'phone', 'customer_id'] as const).map(
    (c) => values[STAGE_COLUMNS.indexOf(c)],
  );
  if (reasons.length === 0 && !email && !phone && !customer) reasons.push('import.identity_missing');
  return reasons.length > 0 ? { ok: false, reasons } : { ok: true, values };
}

// Header names a merchant is likely to use, in Turkish and English.
const ALIASES: Record<TImportField, string[]> = {
  name: ['name', 'ad', 'adı', 'adi', 'isim', 'first name', 'firstname'],
  surname: ['surname', 'soyad', 'soyadı', 'soyadi', 'last name', 'lastname'],
  email: ['email', 'e-mail', 'e-posta', 'eposta', 'mail'],
  phone: ['phone', 'telefon', 'tel', 'gsm', 'cep', 'mobile'],
  gender: ['gender', 'cinsiyet'],
  birthDate: ['birth date', 'birthdate', 'birth_date', 'doğum tarihi', 'dogum tarihi'],
  city: ['city', 'şehir', 'sehir', 'il'],
  district: ['district', 'ilçe', 'ilce'],
  address: ['address', 'adres'],
  country: ['country', 'ülke', 'ulke'],
  zipCode: ['zip', 'zip code', 'zipcode', 'posta kodu'],
  language: ['language', 'dil', 'lang'],
  customerId: ['customer id', 'customerid', 'customer_id', 'müşteri no', 'musteri no', 'müşteri id'],
  smsActive: ['sms', 'sms_active', 'sms izni'],
  emailActive: ['email_active', 'e-posta izni', 'email izni'],
  whatsappActive: ['whatsapp', 'whatsapp_active', 'whatsapp izni'],
  callActive: ['call', 'call_active', 'arama', 'arama izni'],
  notes: ['notes', 'not', 'notlar', 'note'],
};

// The column each field most likely is, by its header. Both lower-casings: Turkish turns 'ID' into
// 'ıd', plain turns 'İZNİ' into 'i̇zni̇'.
export function suggestFromAliases<TField extends string>(
  header: string[],
  aliases: Record<TField, string[]>,
): Partial<Record<TField, number>> {
  const mapping: Partial<Record<TField, number>> = {};
  header.forEach((name, index) => {
    const keys = [name.trim().toLocaleLowerCase('tr'), name.trim().toLowerCase()];
    for (const [field, names] of Object.entries(aliases) as [TField, string[]][]) {
      if (mapping[field] === undefined && keys.some((key) => names.includes(key))) {
        mapping[field] = index;
        break;
      }
    }
  });
  return mapping;
}

export const suggestMapping = (header: string[]): TMapping => suggestFromAliases(header, ALIASES);
