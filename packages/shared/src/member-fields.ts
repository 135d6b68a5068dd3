// The member-field catalogue: one row per field of a member (SPEC §3 Member), with the name the API and the web
// use (key), the members column, its SQL type, and where it appears. The CSV export and import, the template
// variables, the segment member export and the public API's writes derive their columns from here, in this order.
// - export: a column of the member list CSV (header: its column name, or `header`);
// - import: a field a CSV column can map to;
// - variable: a `member.*` template variable (named by its column);
// - api: written by the public API's member upsert;
// - segmentExport: a column of a segment's member CSV;
// - journey: set by a journey's update-member step (profile fields only: no identity, permission or state).
export const MEMBER_FIELD_CATALOGUE = [
  { key: 'id', column: 'id', type: 'bigint', export: true, segmentExport: true },
  {
    key: 'name',
    column: 'name',
    type: 'text',
    export: true,
    import: true,
    variable: true,
    api: true,
    segmentExport: true,
    journey: true,
  },
  {
    key: 'surname',
    column: 'surname',
    type: 'text',
    export: true,
    import: true,
    variable: true,
    api: true,
    segmentExport: true,
    journey: true,
  },
  {
    key: 'email',
    column: 'email',
    type: 'text',
    export: true,
    import: true,
    variable: true,
    api: true,
    segmentExport: true,
  },
  {
    key: 'phone',
    column: 'phone',
    type: 'text',
    export: true,
    import: true,
    variable: true,
    api: true,
    segmentExport: true,
  },
  {
    key: 'gender',
    column: 'gender',
    type: 'text',
    export: true,
    import: true,
    variable: true,
    api: true,
    segmentExport: true,
    journey: true,
  },
  {
    key: 'birthDate',
    column: 'birth_date',
    type: 'date',
    export: true,
    import: true,
    variable: true,
    api: true,
    segmentExport: true,
    journey: true,
  },
  {
    key: 'city',
    column: 'city',
    type: 'text',
    export: true,
    import: true,
    variable: true,
    api: true,
    segmentExport: true,
    journey: true,
  },
  {
    key: 'district',
    column: 'district',
    type: 'text',
    export: true,
    import: true,
    variable: true,
    api: true,
    journey: true,
  },
  { key: 'address', column: 'address', type: 'text', export: true, import: true, api: true, journey: true },
  {
    key: 'country',
    column: 'country',
    type: 'text',
    export: true,
    import: true,
    variable: true,
    api: true,
    journey: true,
  },
  { key: 'zipCode', column: 'zip_code', type: 'text', export: true, import: true, api: true, journey: true },
  {
    key: 'language',
    column: 'language',
    type: 'text',
    export: true,
    import: true,
    variable: true,
    api: true,
    segmentExport: true,
    journey: true,
  },
  {
    key: 'customerId',
    column: 'customer_id',
    type: 'text',
    export: true,
    import: true,
    variable: true,
    api: true,
    segmentExport: true,
  },
  { key: 'source', column: 'source', type: 'text', export: true },
  {
    key: 'smsActive',
    column: 'sms_active',
    type: 'boolean',
    export: true,
    import: true,
    api: true,
    segmentExport: true,
  },
  {
    key: 'emailActive',
    column: 'email_active',
    type: 'boolean',
    export: true,
    import: true,
    api: true,
    segmentExport: true,
  },
  {
    key: 'whatsappActive',
    column: 'whatsapp_active',
    type: 'boolean',
    export: true,
    import: true,
    api: true,
    segmentExport: true,
  },
  {
    key: 'callActive',
    column: 'call_active',
    type: 'boolean',
    export: true,
    import: true,
    api: true,
    segmentExport: true,
  },
  { key: 'blocked', column: 'blocked', type: 'boolean', export: true, api: true },
  { key: 'passive', column: 'passive', type: 'boolean', export: true },
  { key: 'errorCount', column: 'error_count', type: 'int', export: true },
  { key: 'notes', column: 'notes', type: 'text', export: true, import: true, api: true, journey: true },
  { key: 'createdAt', column: 'created_at', type: 'timestamptz', export: true, segmentExport: true },
  { key: 'lastLoginAt', column: 'last_login_at', type: 'timestamptz', export: true, header: 'last_login' },
] as const;

export type TMemberFieldDef = (typeof MEMBER_FIELD_CATALOGUE)[number];
export type TMemberFieldUse = 'export' | 'import' | 'variable' | 'api' | 'segmentExport' | 'journey';
export type TMemberFieldOf<U extends TMemberFieldUse> = Extract<TMemberFieldDef, Record<U, true>>;

// The catalogue's fields of one use, in catalogue order.
export function memberFieldsFor<U extends TMemberFieldUse>(use: U): TMemberFieldOf<U>[] {
  return MEMBER_FIELD_CATALOGUE.filter(
    (field): field is TMemberFieldOf<U> => (field as Partial<Record<TMemberFieldUse, boolean>>)[use] === true,
  );
}

// A CSV header cell of a member column.
export const memberFieldHeader = (field: TMemberFieldDef): string => ('header' in field ? field.header : field.column);

// The member fields a CSV column can map to.
export type TImportField = TMemberFieldOf<'import'>['key'];
export const IMPORT_FIELDS: readonly TImportField[] = memberFieldsFor('import').map((field) => field.key);

// The member fields a journey's update-member step may set.
export type TJourneyMemberField = TMemberFieldOf<'journey'>['key'];
export const JOURNEY_MEMBER_FIELDS: readonly TJourneyMemberField[] = memberFieldsFor('journey').map((f) => f.key);
