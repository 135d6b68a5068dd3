import type { TMember } from './types';

// The member form's editable values: text inputs hold strings; the shared ZMemberInput turns '' into null.
export type TMemberDraft = {
  name: string;
  surname: string;
  email: string;
  phone: string;
  gender: string | null;
  birthDate: string | null;
  city: string;
  district: string;
  address: string;
  country: string;
  zipCode: string;
  language: string;
  customerId: string;
  smsActive: boolean;
  emailActive: boolean;
  whatsappActive: boolean;
  callActive: boolean;
  blocked: boolean;
  notes: string;
};

export const MEMBER_TEXT_FIELDS = ['name', 'surname', 'email', 'phone', 'city', 'customerId'] as const;
export const MEMBER_ADDRESS_FIELDS = ['address', 'district', 'country', 'zipCode'] as const;
export const MEMBER_TOGGLES = ['smsActive', 'emailActive', 'whatsappActive', 'callActive', 'blocked'] as const;

export function memberToDraft(member: TMember | null): TMemberDraft {
  return {
    name: member?.name ?? '',
    surname: member?.surname ?? '',
    email: member?.email ?? '',
    phone: member?.phone ?? '',
    gender: member?.gender ?? null,
    birthDate: member?.birth_date ?? null,
    city: member?.city ?? '',
    district: member?.district ?? '',
    address: member?.address ?? '',
    country: member?.country ?? '',
    zipCode: member?.zip_code ?? '',
    language: member?.language ?? 'tr',
    customerId: member?.customerId ?? '',
    smsActive: member?.sms_active ?? true,
    emailActive: member?.email_active ?? true,
    whatsappActive: member?.whatsapp_active ?? false,
    callActive: member?.call_active ?? false,
    blocked: member?.blocked ?? false,
    notes: member?.notes ?? '',
  };
}

// What goes to ZMemberInput.safeParse: a cleared date or gender is sent as null so an edit can remove it.
export function draftToInput(draft: TMemberDraft): Record<string, unknown> {
  return { ...draft, gender: draft.gender || null, birthDate: draft.birthDate || null };
}
