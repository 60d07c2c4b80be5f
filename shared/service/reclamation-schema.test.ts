import { describe, expect, it } from 'vitest';
import { cleanFileName } from './attachment-limits.ts';
import {
  emptyReclamation, isCalendarDate, orderNumberFor, parsePrice, RECLAMATION_FIELDS, reclamationSchema, type ReclamationValues,
} from './reclamation-schema.ts';
import { validateInput } from '../validation.ts';

const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

function filled(fields: Partial<ReclamationValues> & Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...emptyReclamation(), customerName: 'Aino Virtanen', email: 'aino@example.fi', phone: '+358 40 123 4567', address: 'Mannerheimintie 1',
    postNumber: '00100', city: 'Helsinki', salesChannel: 'W', targetStore: '1', timeOfPurchase: dayBefore(10), price: '129,90',
    manufacturer: 'Norrvik', model: 'Alpine Pro', size: 'M', complaint: 'The binding cracked on the second day.', ...fields,
  };
}

const errors = (values: Record<string, unknown>) => {
  const result = validateInput(reclamationSchema, values, { missing: 'serviceForm.error.required', topLevel: true });
  return result.ok ? {} : result.fields;
};

describe('the complaint form (core 3, cat 5)', () => {
  it('has every field of core 3, the price defaulting to 0', () => {
    expect(Object.keys(emptyReclamation()).sort()).toEqual([...RECLAMATION_FIELDS].sort());
    expect(emptyReclamation().price).toBe('0');
  });

  it('accepts a filled form', () => {
    expect(errors(filled())).toEqual({});
  });

  it('requires the name ("This is a required field.") and the other contact fields, the product and the description', () => {
    const found = errors(filled({ customerName: '  ', email: '', phone: '', address: '', postNumber: '', city: '', manufacturer: '', model: '', complaint: '' }));
    for (const field of ['customerName', 'email', 'phone', 'address', 'postNumber', 'city', 'manufacturer', 'model', 'complaint']) {
      expect(found[field], field).toBe('serviceForm.error.required');
    }
  });

  it('requires a size unless "no size" is ticked', () => {
    expect(errors(filled({ size: '' }))).toEqual({ size: 'reclamation.error.size' });
    expect(errors(filled({ size: '', noSize: true }))).toEqual({});
  });

  it('tells every bad field at once, the size among them', () => {
    expect(Object.keys(errors(filled({ size: '', email: 'not an address', salesChannel: 'X' }))).sort()).toEqual(['email', 'salesChannel', 'size']);
  });

  it('takes the sales channels W and S only, and a place of return', () => {
    expect(errors(filled({ salesChannel: '' }))).toEqual({ salesChannel: 'reclamation.error.salesChannel' });
    expect(errors(filled({ targetStore: '' }))).toEqual({ targetStore: 'reclamation.error.targetStore' });
    expect(errors(filled({ targetStore: 'helsinki' }))).toEqual({ targetStore: 'serviceForm.error.invalid' });
  });

  it('takes a purchase date that is a real day, not before 2000 and not in the future', () => {
    expect(errors(filled({ timeOfPurchase: '2025-02-30' }))).toEqual({ timeOfPurchase: 'reclamation.error.date' });
    expect(errors(filled({ timeOfPurchase: '1999-12-31' }))).toEqual({ timeOfPurchase: 'reclamation.error.date' });
    expect(errors(filled({ timeOfPurchase: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) }))).toEqual({ timeOfPurchase: 'reclamation.error.dateFuture' });
    expect(errors(filled({ timeOfPurchase: '' }))).toEqual({ timeOfPurchase: 'serviceForm.error.required' });
  });

  it('takes a price in euro with a comma or a point and at most two decimals, up to 100,000', () => {
    expect(parsePrice('49,90')).toBe(49.9);
    expect(parsePrice('49.9')).toBe(49.9);
    expect(parsePrice('0')).toBe(0);
    expect(parsePrice('1,234')).toBeNaN();
    expect(parsePrice('-5')).toBeNaN();
    expect(errors(filled({ price: 'ten euros' }))).toEqual({ price: 'reclamation.error.price' });
    expect(errors(filled({ price: '100000,01' }))).toEqual({ price: 'reclamation.error.price' });
    expect(errors(filled({ price: '100000' }))).toEqual({});
  });

  it('bounds the texts: a description of 10 to 5,000 characters, a name of 100', () => {
    expect(errors(filled({ complaint: 'Broken.' }))).toEqual({ complaint: 'reclamation.error.complaintShort' });
    expect(errors(filled({ complaint: 'x'.repeat(5001) }))).toEqual({ complaint: 'serviceForm.error.tooLong' });
    expect(errors(filled({ customerName: 'x'.repeat(101) }))).toEqual({ customerName: 'serviceForm.error.tooLong' });
    expect(errors(filled({ postNumber: '00<100>' }))).toEqual({ postNumber: 'reclamation.error.postNumber' });
  });

  it('takes at most 10 uploads, each named once, and only with the form\'s upload session', () => {
    const ids = Array.from({ length: 11 }, (_, index) => `upload-id-${String(index).padStart(8, '0')}`);
    expect(errors(filled({ upload_session: 'form-session-0001', upload_ids: ids }))).toEqual({ upload_ids: 'reclamation.error.tooManyFiles' });
    expect(errors(filled({ upload_session: 'form-session-0001', upload_ids: [ids[0], ids[0]] }))).toEqual({ upload_ids: 'reclamation.error.uploads' });
    expect(errors(filled({ upload_ids: [ids[0]] }))).toEqual({ upload_ids: 'reclamation.error.uploads' });
    expect(errors(filled({ upload_session: 'form-session-0001', upload_ids: ['../../etc/passwd'] }))).toEqual({ upload_ids: 'reclamation.error.uploads' });
    expect(errors(filled({ upload_session: 'form-session-0001', upload_ids: ids.slice(0, 10) }))).toEqual({});
  });
});

describe('orderNumberFor (core 5)', () => {
  it('puts an S before a store purchase\'s number once, and keeps a web order\'s', () => {
    expect(orderNumberFor('S', 'k12345678')).toBe('SK12345678');
    expect(orderNumberFor('S', 'S123')).toBe('S123');
    expect(orderNumberFor('S', '')).toBe('');
    expect(orderNumberFor('W', ' k 1234 5678 ')).toBe('K12345678');
  });
});

describe('isCalendarDate', () => {
  it('takes real days only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('15.01.2026')).toBe(false);
  });
});

describe('cleanFileName', () => {
  it('names the file by its content\'s type, without a path or control characters', () => {
    expect(cleanFileName('C:\\Users\\aino\\receipt.exe', 'application/pdf')).toBe('receipt.pdf');
    expect(cleanFileName('../../IMG 0001.JPEG', 'image/jpeg')).toBe('IMG 0001.JPEG');
    expect(cleanFileName('photo.jpg', 'image/png')).toBe('photo.png');
    expect(cleanFileName('kuva\u0000"x".heif', 'image/heic')).toBe('kuvax.heif');
    expect(cleanFileName('', 'image/webp')).toBe('attachment.webp');
  });
});
