import { ZMemberInput } from '../audience';
import { JOURNEY_MEMBER_FIELDS, MEMBER_FIELD_CATALOGUE, type TJourneyMemberField } from '../member-fields';

// An update-member step's field values: only the catalogue's journey-writable fields, each checked as the
// member form checks it. Values are written as text in the step; '' clears an optional field.

export function isJourneyMemberField(field: string): field is TJourneyMemberField {
  return (JOURNEY_MEMBER_FIELDS as readonly string[]).includes(field);
}

// The value to store (null clears), or undefined when the value is not valid for the field.
export function journeyFieldValue(field: TJourneyMemberField, value: string): string | null | undefined {
  const schema = ZMemberInput.shape[field];
  const parsed = schema.safeParse(value.trim() === '' && field !== 'language' ? null : value);
  if (!parsed.success) return undefined;
  return parsed.data === undefined || parsed.data === null ? null : String(parsed.data);
}

// The members column of a journey-writable field.
export function journeyFieldColumn(field: TJourneyMemberField): string {
  const def = MEMBER_FIELD_CATALOGUE.find((f) => f.key === field);
  if (!def) throw new Error(`unknown member field ${field}`);
  return def.column;
}
