/** cat 2: the gift-card models (web 2427, physical 1412) are served under /old{path}, as bundles are. */
export const OLD_PATH_MODEL_IDS: ReadonlySet<number> = new Set([2427, 1412]);

/** The one path a product page answers at: its model path, under /old/ for gift cards and bundles (cat 2). */
export function productPagePath(modelId: number, isBundle: boolean, modelPath: string): string {
  return OLD_PATH_MODEL_IDS.has(modelId) || isBundle ? `/old${modelPath}` : modelPath;
}
