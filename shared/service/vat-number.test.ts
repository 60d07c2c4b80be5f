import { describe, expect, it } from 'vitest';
import { isVatCountry, normaliseVatNumber, VAT_COUNTRIES, vatExample, type VatCountry } from './vat-number.ts';

const EU = ['at', 'be', 'bg', 'hr', 'cy', 'cz', 'dk', 'ee', 'fi', 'fr', 'de', 'gr', 'hu', 'ie', 'it', 'lv', 'lt', 'lu', 'mt', 'nl', 'pl', 'pt', 'ro', 'sk', 'si', 'es', 'se'];

describe('normaliseVatNumber', () => {
  it('knows every EU member state and Norway, Switzerland and the UK', () => {
    expect([...VAT_COUNTRIES].sort()).toEqual([...EU, 'no', 'ch', 'gb'].sort());
  });

  it('accepts the example it shows for every country', () => {
    for (const country of VAT_COUNTRIES) expect(normaliseVatNumber(country, vatExample(country)), country).toBe(vatExample(country));
  });

  it('takes a Finnish business ID as written, with the dash and without the prefix, and checks its check digit', () => {
    expect(normaliseVatNumber('fi', '0112038-9')).toBe('FI01120389');
    expect(normaliseVatNumber('fi', 'fi 0112038 9')).toBe('FI01120389');
    expect(normaliseVatNumber('fi', 'FI-0112038-9')).toBe('FI01120389');
    expect(normaliseVatNumber('fi', '0112038-8')).toBeNull();
    expect(normaliseVatNumber('fi', '112038-9')).toBeNull();
  });

  it('refuses a Finnish ID whose weighted sum leaves 1, a number no ID is given', () => {
    // The weights 7 9 10 5 8 4 2 on 0000006 give 12, remainder 1: no check digit fits.
    for (let digit = 0; digit <= 9; digit += 1) expect(normaliseVatNumber('fi', `0000006-${digit}`)).toBeNull();
  });

  it('takes a Swedish organisation number with 01 and checks its Luhn digit', () => {
    expect(normaliseVatNumber('se', 'SE 556012-5790 01')).toBe('SE556012579001');
    expect(normaliseVatNumber('se', '556012579001')).toBe('SE556012579001');
    expect(normaliseVatNumber('se', '556012579101')).toBeNull();
    expect(normaliseVatNumber('se', '5560125790')).toBeNull();
  });

  it('reads German, French and other EU numbers by their VIES formats', () => {
    expect(normaliseVatNumber('de', 'DE 123 456 789')).toBe('DE123456789');
    expect(normaliseVatNumber('de', '12345678')).toBeNull();
    expect(normaliseVatNumber('fr', 'fr 40 303 265 045')).toBe('FR40303265045');
    expect(normaliseVatNumber('fr', 'FRAB123456789')).toBe('FRAB123456789');
    expect(normaliseVatNumber('fr', 'FROI123456789')).toBeNull();
    expect(normaliseVatNumber('at', 'ATU12345678')).toBe('ATU12345678');
    expect(normaliseVatNumber('at', 'AT12345678')).toBeNull();
    expect(normaliseVatNumber('nl', 'NL 1234.56.789.B01')).toBe('NL123456789B01');
    expect(normaliseVatNumber('be', '0123.456.789')).toBe('BE0123456789');
    expect(normaliseVatNumber('be', '2123456789')).toBeNull();
    expect(normaliseVatNumber('es', 'ESB12345678')).toBe('ESB12345678');
    expect(normaliseVatNumber('es', 'ES123456789')).toBeNull();
    expect(normaliseVatNumber('ie', 'IE 6388047V')).toBe('IE6388047V');
    expect(normaliseVatNumber('ie', 'IE1234567WA')).toBe('IE1234567WA');
    expect(normaliseVatNumber('ro', 'RO 18547290')).toBe('RO18547290');
    expect(normaliseVatNumber('ro', 'RO0123')).toBeNull();
  });

  it('writes a Greek number with EL, also when typed with GR', () => {
    expect(normaliseVatNumber('gr', 'GR 094 259 216')).toBe('EL094259216');
    expect(normaliseVatNumber('gr', 'EL094259216')).toBe('EL094259216');
    expect(normaliseVatNumber('gr', '094259216')).toBe('EL094259216');
  });

  it('reads Norwegian, Swiss and British numbers in their registers\' forms', () => {
    expect(normaliseVatNumber('no', 'NO 974 760 673 MVA')).toBe('NO974760673MVA');
    expect(normaliseVatNumber('no', '974760673')).toBe('NO974760673');
    expect(normaliseVatNumber('ch', 'CHE-116.281.710 MWST')).toBe('CHE116281710MWST');
    expect(normaliseVatNumber('ch', '116.281.710 TVA')).toBe('CHE116281710TVA');
    expect(normaliseVatNumber('ch', 'CHE-116.281.71')).toBeNull();
    expect(normaliseVatNumber('gb', 'GB 980 7806 84')).toBe('GB980780684');
    expect(normaliseVatNumber('gb', 'GB123456789012')).toBe('GB123456789012');
    expect(normaliseVatNumber('gb', 'GBGD001')).toBe('GBGD001');
    expect(normaliseVatNumber('gb', 'GBGD500')).toBeNull();
    expect(normaliseVatNumber('gb', 'GBHA599')).toBe('GBHA599');
  });

  it("refuses another country's number, letters where digits belong and empty input", () => {
    expect(normaliseVatNumber('fi', 'SE556012579001')).toBeNull();
    expect(normaliseVatNumber('de', 'ATU12345678')).toBeNull();
    expect(normaliseVatNumber('dk', '1234567A')).toBeNull();
    expect(normaliseVatNumber('pl', '')).toBeNull();
    expect(normaliseVatNumber('it', '<script>')).toBeNull();
  });
});

describe('isVatCountry', () => {
  it('names only the countries with a known format, never an inherited key', () => {
    expect(isVatCountry('fi')).toBe(true);
    expect(isVatCountry('FI')).toBe(false);
    expect(isVatCountry('us')).toBe(false);
    expect(isVatCountry('toString')).toBe(false);
    expect(isVatCountry(undefined)).toBe(false);
    const country: VatCountry = 'ch';
    expect(isVatCountry(country)).toBe(true);
  });
});
