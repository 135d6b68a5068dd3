import { MAX_STRING_LENGTH } from '../core/limits.constants';
import type { IdentifyInput } from '../core/sdk.types';
import type { MemberRef, Properties } from '../core/wire.types';

const TEXT_FIELDS = ['email', 'phone', 'name', 'surname', 'language', 'city'] as const;
const PERMISSION_KEYS = ['email', 'sms', 'whatsapp', 'call'] as const;

function cleanText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().slice(0, MAX_STRING_LENGTH);
  return trimmed === '' ? undefined : trimmed;
}

function cleanBirthDate(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  return cleanText(value);
}

// Only the known member fields travel in an identify event; unknown keys are ignored.
export function sanitizeIdentify(input: IdentifyInput): Properties {
  const out: Properties = {};
  const customerId = cleanText(input.customerId);
  if (customerId !== undefined) out.customerId = customerId;
  for (const field of TEXT_FIELDS) {
    const value = cleanText(input[field]);
    if (value !== undefined) out[field] = field === 'email' ? value.toLowerCase() : value;
  }
  const birthDate = cleanBirthDate(input.birthDate);
  if (birthDate !== undefined) out.birthDate = birthDate;
  if (input.gender === 'male' || input.gender === 'female') out.gender = input.gender;
  if (typeof input.permissions === 'object' && input.permissions !== null) {
    const permissions: Properties = {};
    for (const key of PERMISSION_KEYS) {
      const granted = input.permissions[key];
      if (typeof granted === 'boolean') permissions[key] = granted;
    }
    if (Object.keys(permissions).length > 0) out.permissions = permissions;
  }
  return out;
}

export function memberRefOf(properties: Properties): MemberRef {
  const ref: MemberRef = {};
  if (typeof properties.customerId === 'string') ref.customerId = properties.customerId;
  if (typeof properties.email === 'string') ref.email = properties.email;
  return ref;
}
