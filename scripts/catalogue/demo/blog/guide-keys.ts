/**
 * The guides of the demo blog that product pages of skis and boots link to
 * (the Guides tab, cat 2). delivery-limits.ts draws which models link to
 * which guide; the posts themselves are in guides-*.ts.
 */
export const GUIDE_KEYS = [
  'chooseAlpineSkis', 'skiLength', 'skiCare', 'skiTouring', 'fitSkiBoots', 'bootFlex', 'chooseNordicSkis', 'gripWax', 'fitXcBoots',
] as const;
export type GuideKey = (typeof GUIDE_KEYS)[number];
