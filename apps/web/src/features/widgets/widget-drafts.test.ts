import { ZWidgetInput } from '@ulak/shared';
import { describe, expect, it } from 'vitest';
import { messagesWithoutField } from '../../lib/forms/field-errors';
import { schemaValidator } from '../../lib/forms/schema-form';
import { newDraft, toInput, type TWidgetDraft } from './widget-drafts';

const validate = schemaValidator(ZWidgetInput, toInput);

describe('the widget editor’s checks', () => {
  it('passes a new wheel with a name and a title', () => {
    expect(validate({ ...newDraft('wheel', 'Çarkı çevir', 1), name: 'Yılbaşı çarkı' })).toEqual({});
  });

  it('puts a short name on its field and says a sector sum that has none', () => {
    const draft: TWidgetDraft = { ...newDraft('wheel', 'Çarkı çevir', 1), name: 'Y' };
    const sectors = (draft.settings.sectors as { percentage: number }[]).map((s, i) => ({
      ...s,
      percentage: i === 0 ? 50 : s.percentage,
    }));
    const errors = validate({ ...draft, settings: { ...draft.settings, sectors } });
    expect(errors.name).toBe('validation.name_min');
    expect(messagesWithoutField(errors, (path) => path === 'name')).toEqual(['validation.wheel_percentage_sum']);
  });

  it('asks for a text when no language has a title', () => {
    const errors = validate({ ...newDraft('banner', '', 1), name: 'Kargo bandı' });
    expect(messagesWithoutField(errors, () => false)).toEqual(['validation.widget_text_required']);
  });
});
