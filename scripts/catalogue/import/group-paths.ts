import { LANGUAGES } from '../../../shared/languages.ts';
import type { ImportProductGroup } from '../import-format.ts';
import type { ExistingCatalogue } from './existing-catalogue.ts';

export interface GroupNode { parentId: number | null; slugs: Record<string, string> }
export interface GroupTree {
  /** Path per language of every group, file and database together. */
  paths: Map<number, Record<string, string>>;
  depths: Map<number, number>;
  /** Group ids of the file, parents before children (the insert order foreign keys need). */
  insertOrder: number[];
  errors: { groupId: number; message: string }[];
}

/**
 * Paths are the slugs of the group and its ancestors joined by '/' (cat 2), so a
 * group's path depends on groups the file may not hold: the tree is the
 * database's groups overlaid with the file's.
 */
export function buildGroupTree(fileGroups: ImportProductGroup[], existing: ExistingCatalogue['groups']): GroupTree {
  const nodes = new Map<number, GroupNode>(existing);
  for (const group of fileGroups) {
    nodes.set(group.id, { parentId: group.parentId, slugs: Object.fromEntries(LANGUAGES.map((l) => [l, group.texts[l].slug])) });
  }
  const paths = new Map<number, Record<string, string>>();
  const depths = new Map<number, number>();
  const errors: GroupTree['errors'] = [];

  const resolve = (id: number, seen: Set<number>): boolean => {
    if (paths.has(id)) return true;
    const node = nodes.get(id);
    if (!node) return false;
    if (seen.has(id)) {
      errors.push({ groupId: id, message: 'the parent chain loops back to this group' });
      return false;
    }
    seen.add(id);
    if (node.parentId === null) {
      paths.set(id, { ...node.slugs });
      depths.set(id, 1);
      return true;
    }
    if (!resolve(node.parentId, seen)) {
      if (!nodes.has(node.parentId)) errors.push({ groupId: id, message: `unknown parent group ${node.parentId}` });
      return false;
    }
    const parentPaths = paths.get(node.parentId)!;
    paths.set(id, Object.fromEntries(LANGUAGES.map((l) => [l, `${parentPaths[l]}/${node.slugs[l]}`])));
    depths.set(id, depths.get(node.parentId)! + 1);
    return true;
  };
  for (const id of nodes.keys()) resolve(id, new Set());

  const insertOrder = fileGroups.map((group) => group.id).filter((id) => depths.has(id))
    .sort((a, b) => depths.get(a)! - depths.get(b)!);
  return { paths, depths, insertOrder, errors };
}
