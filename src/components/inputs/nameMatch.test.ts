import { describe, expect, it } from 'vitest';
import { matchesName } from './nameMatch';

const canada = { id: 'CA', name: 'Canadá', aka: ['Canada', 'CA'] };
const ontario = { id: 'ON', name: 'Ontario (ON)' };

describe('finding a choice by what is typed', () => {
  it('finds it by any of its names, whatever the case and accents', () => {
    for (const typed of ['Can', 'can', 'canada', 'CANADÁ', 'ca', '']) expect(matchesName(canada, typed), typed).toBe(true);
    expect(matchesName(canada, 'Spain')).toBe(false);
  });

  it('needs every word typed, in any order', () => {
    expect(matchesName(ontario, 'on ontario')).toBe(true);
    expect(matchesName(ontario, 'ontario quebec')).toBe(false);
  });

  it('tells a whole name from a part of one', () => {
    expect(matchesName(canada, 'canada', true)).toBe(true);
    expect(matchesName(canada, 'can', true)).toBe(false);
  });
});
