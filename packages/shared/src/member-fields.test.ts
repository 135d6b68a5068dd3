import { describe, expect, it } from 'vitest';
import { IMPORT_FIELDS, MEMBER_FIELD_CATALOGUE, memberFieldHeader, memberFieldsFor } from './member-fields';

describe('member-field catalogue', () => {
  it('names each field and column once', () => {
    const keys = MEMBER_FIELD_CATALOGUE.map((f) => f.key);
    const columns = MEMBER_FIELD_CATALOGUE.map((f) => f.column);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(columns).size).toBe(columns.length);
  });

  // The CSV headers are a contract with the files merchants keep: their order must not drift.
  it('derives the member CSV header in its published order', () => {
    expect(memberFieldsFor('export').map(memberFieldHeader).join(',')).toBe(
      'id,name,surname,email,phone,gender,birth_date,city,district,address,country,zip_code,language,customer_id,' +
        'source,sms_active,email_active,whatsapp_active,call_active,blocked,passive,error_count,notes,created_at,last_login',
    );
    expect(memberFieldsFor('segmentExport').map(memberFieldHeader).join(',')).toBe(
      'id,name,surname,email,phone,gender,birth_date,city,language,customer_id,sms_active,email_active,' +
        'whatsapp_active,call_active,created_at',
    );
  });

  it('derives the import fields, the member variables and the API columns', () => {
    expect(IMPORT_FIELDS).toEqual([
      'name',
      'surname',
      'email',
      'phone',
      'gender',
      'birthDate',
      'city',
      'district',
      'address',
      'country',
      'zipCode',
      'language',
      'customerId',
      'smsActive',
      'emailActive',
      'whatsappActive',
      'callActive',
      'notes',
    ]);
    expect(memberFieldsFor('variable').map((f) => f.column)).toEqual([
      'name',
      'surname',
      'email',
      'phone',
      'gender',
      'birth_date',
      'city',
      'district',
      'country',
      'language',
      'customer_id',
    ]);
    // The API writes what the import writes, and may block a member.
    const api = memberFieldsFor('api').map((f) => f.key);
    expect(api).toEqual([...IMPORT_FIELDS, 'blocked'].sort((a, b) => keyAt(a) - keyAt(b)));
  });
});

const keyAt = (key: string) => MEMBER_FIELD_CATALOGUE.findIndex((f) => f.key === key);
