/** The placeholder syntax and catalogue shared by the server's check and the template editor. */
import { describe, expect, it } from 'vitest';
import { placeholdersOf, renderSample, templateProblem, templateTokens } from './reportPlaceholders';

const statuses = (text: string, area = 0) => templateTokens(text, area).map((t) => [t.raw, t.status]);

describe('templateTokens', () => {
  it('finds known placeholders, with spaces inside the braces allowed', () => {
    expect(statuses('<b>{{vehicle.vin}}</b> {{ service.type }}')).toEqual([
      ['{{vehicle.vin}}', 'known'],
      ['{{ service.type }}', 'known'],
    ]);
    expect(templateTokens('{{ service.type }}', 0)[0].name).toBe('service.type');
  });

  it('knows a placeholder only in its own area, and the common ones in every area', () => {
    expect(statuses('{{scan.dtcCode}}', 2)).toEqual([['{{scan.dtcCode}}', 'known']]);
    expect(statuses('{{scan.dtcCode}}', 0)).toEqual([['{{scan.dtcCode}}', 'unknown']]);
    for (const area of [0, 1, 2, 3]) expect(Object.keys(placeholdersOf(area))).toContain('vehicle.vin');
    expect(statuses('{{vehicle.vin}}', 7)).toEqual([['{{vehicle.vin}}', 'unknown']]);
  });

  it.each([
    ['a space inside the name', '{{vehicle vin}}'],
    ['no group', '{{vin}}'],
    ['an empty pair', '{{}}'],
    ['a leading capital', '{{Vehicle.vin}}'],
    ['a punctuation mark', '{{vehicle.vin!}}'],
    ['a nested pair', '{{a {{vehicle.vin}}'],
    ['a triple brace', '{{{vehicle.vin}}}'],
    ['a prototype key', '{{constructor.name}}'],
  ])('flags %s', (_name, text) => {
    expect(templateTokens(text, 0).some((t) => t.status !== 'known')).toBe(true);
    expect(templateProblem(text, 0)).not.toBeNull();
  });

  it('flags an unclosed {{ and a stray }}', () => {
    expect(statuses('VIN {{vehicle.vin and the rest of the text')).toEqual([['{{vehicle.vin and the re', 'malformed']]);
    expect(statuses('VIN }} {{vehicle.vin}}')).toEqual([
      ['}}', 'malformed'],
      ['{{vehicle.vin}}', 'known'],
    ]);
  });

  it('leaves single braces alone', () => {
    expect(templateTokens('a { b } c', 0)).toEqual([]);
    expect(templateProblem('a { b } c', 0)).toBeNull();
  });
});

describe('renderSample', () => {
  it('puts sample values in place of known placeholders and leaves the rest as written', () => {
    expect(renderSample('<p>{{vehicle.make}} {{ vehicle.model }} {{scan.module}}</p>', 0)).toBe('<p>Honda Accord {{scan.module}}</p>');
  });

  it('escapes sample values as text', () => {
    expect(renderSample('{{snapshot.unit}}', 3)).toBe('°C');
    expect(renderSample('{{shop.name}}', 0)).not.toMatch(/<|>/);
  });
});
