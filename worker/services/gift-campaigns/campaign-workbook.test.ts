import { describe, expect, it } from 'vitest';
import { sheetName, workbookDisposition } from './campaign-workbook.ts';

describe('the workbook download', () => {
  it('names the file after the campaign, in UTF-8 with an ASCII fallback', () => {
    expect(workbookDisposition('Lahjat äidille')).toBe("attachment; filename=\"Lahjat-aidille-codes.xlsx\"; filename*=UTF-8''Lahjat-%C3%A4idille-codes.xlsx");
    expect(workbookDisposition("Anna's (gifts)*")).toBe("attachment; filename=\"Annas-gifts-codes.xlsx\"; filename*=UTF-8''Anna%27s-%28gifts%29-codes.xlsx");
    expect(workbookDisposition('Подарки')).toBe("attachment; filename=\"campaign-codes.xlsx\"; filename*=UTF-8''%D0%9F%D0%BE%D0%B4%D0%B0%D1%80%D0%BA%D0%B8-codes.xlsx");
    expect(workbookDisposition('"\r\n')).toBe("attachment; filename=\"campaign-codes.xlsx\"; filename*=UTF-8''campaign-codes.xlsx");
  });

  it('makes a sheet name Excel accepts', () => {
    expect(sheetName("'Joulu: 2026/27 [A]'")).toBe('Joulu  2026 27  A');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName('???')).toBe('Codes');
  });
});
