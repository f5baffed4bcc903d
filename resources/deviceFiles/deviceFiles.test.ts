/** The device files declaration: target models read as their names (in cells and CSV), a new file starts with none and active. */
import { describe, expect, it } from 'vitest';
import { DEVICE_FILE_TYPES } from '../../contract/deviceFiles';
import { fieldError, newRecord } from '../../src/declare/defineResource';
import { displayText } from '../../src/declare/views/displayText';
import deviceFiles from '.';

const field = (source: string) => {
  const found = deviceFiles.fields.find((f) => f.source === source);
  if (!found) throw new Error(source);
  return found;
};
const translate = (key: string) => key;

describe('device files', () => {
  it('name their target models, in the order the file lists them', () => {
    const choices = [
      { id: 1, name: 'MAHLE TechPRO 2' },
      { id: 4, name: 'Autel MS909' },
    ];
    expect(displayText(field('targetModelIds'), { targetModelIds: [4, 1] }, translate, choices)).toBe('Autel MS909, MAHLE TechPRO 2');
    // While the models load, nothing rather than ids; an unknown id, once loaded, as itself.
    expect(displayText(field('targetModelIds'), { targetModelIds: [4] }, translate, undefined)).toBe('');
    expect(displayText(field('targetModelIds'), { targetModelIds: [9] }, translate, choices)).toBe('9');
  });

  it('start a new file as firmware, active, with no target model, which is required', () => {
    const record = newRecord(deviceFiles);
    expect(record).toMatchObject({ id: 0, fileTypeId: DEVICE_FILE_TYPES.firmware, isActive: true, targetModelIds: [] });
    expect(fieldError(field('targetModelIds'), record.targetModelIds)).toEqual({ message: 'app.validation.required' });
    expect(fieldError(field('targetModelIds'), [1])).toBeNull();
  });
});
