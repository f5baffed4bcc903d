/** The body rules the console's forms take from the contract (./keys.ts inputRulesOf), read from real endpoints. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { businessContract } from './business';
import { optionalText, text } from './fields';
import { inputRulesOf, maxLengthOf, rowRules } from './keys';

describe('inputRulesOf', () => {
  it('says which texts need a value and how long they may be (numbers and switches hold their own), through optional, nullable, defaults and pipes', () => {
    const body = z.strictObject({
      name: text(60),
      note: optionalText(500),
      email: z.email().max(254).optional(),
      code: z.string().max(5),
      count: z.number().int().min(0).max(9),
      active: z.boolean().default(true),
      address: z.strictObject({ street: text(200), postalCode: optionalText(20) }),
      trimmed: z.string().trim().min(1).max(10).pipe(z.string()),
    });
    expect(inputRulesOf(body)).toEqual({
      required: ['name', 'address.street', 'trimmed'],
      maxLength: { name: 60, note: 500, email: 254, code: 5, 'address.street': 200, 'address.postalCode': 20, trimmed: 10 },
    });
    expect(inputRulesOf(z.array(body))).toEqual(inputRulesOf(body));
    expect(inputRulesOf(z.string())).toBeNull();
  });

  it('is carried by each endpoint with a body, for the console', () => {
    expect(businessContract.upsert.inputRules?.maxLength.name).toBe(200);
    expect(businessContract.upsert.inputRules?.required).toContain('shopId');
    expect(businessContract.location.inputRules).toBeNull();
  });

  it('reads the rows of a batch body held in one of its fields (rowRules), and one field’s limit for a dialog (maxLengthOf)', () => {
    const body = z.strictObject({ businessId: z.number(), users: z.array(z.strictObject({ firstName: text(100), phone: optionalText(30) })) });
    expect(inputRulesOf(body)).toEqual({ required: ['users.firstName'], maxLength: { 'users.firstName': 100, 'users.phone': 30 } });
    expect(rowRules(inputRulesOf(body), 'users')).toEqual({ required: ['firstName'], maxLength: { firstName: 100, phone: 30 } });
    expect(rowRules(businessContract.modifyUsers.inputRules, 'users')?.maxLength.phoneCC).toBe(6);
    expect(maxLengthOf(businessContract.upsertNote, 'text')).toBe(4000);
    expect(() => maxLengthOf(businessContract.upsertNote, 'noteText')).toThrow('/api/Business/UpsertNote bounds no text at noteText');
  });
});
