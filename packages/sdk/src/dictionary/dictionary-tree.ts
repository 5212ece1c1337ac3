/** A dictionary entry as `app/dict/info/data` answers it. */
export interface DictionaryEntry {
  id: number;
  name: string;
  value?: string | number | null;
  parentId?: number | null;
  orderNum?: number | null;
}

/** A dictionary entry with its children. */
export type DictionaryNode<Entry extends DictionaryEntry = DictionaryEntry> = Entry & {
  children: DictionaryNode<Entry>[];
};

/**
 * Builds the tree of a dictionary from `parentId`, each level sorted by `orderNum` (then `id`).
 * Entries whose parent is missing become roots, so nothing is lost.
 * @example
 * buildDictionaryTree([{ id: 1, name: 'A', orderNum: 2 }, { id: 2, name: 'B', parentId: 1 }]);
 * // [{ id: 1, name: 'A', orderNum: 2, children: [{ id: 2, name: 'B', parentId: 1, children: [] }] }]
 */
export function buildDictionaryTree<Entry extends DictionaryEntry>(
  entries: readonly Entry[],
): DictionaryNode<Entry>[] {
  const nodes = new Map<number, DictionaryNode<Entry>>();
  for (const entry of entries) {
    nodes.set(entry.id, { ...entry, children: [] });
  }
  const roots: DictionaryNode<Entry>[] = [];
  for (const node of nodes.values()) {
    const parent =
      node.parentId === null || node.parentId === undefined ? undefined : nodes.get(node.parentId);
    if (parent && parent !== node) {
      parent.children.push(node);
    } else {
      roots.push(node);
    }
  }
  const byOrder = (a: DictionaryEntry, b: DictionaryEntry) =>
    (a.orderNum ?? 0) - (b.orderNum ?? 0) || a.id - b.id;
  const sortLevel = (level: DictionaryNode<Entry>[]) => {
    level.sort(byOrder);
    for (const node of level) {
      sortLevel(node.children);
    }
  };
  sortLevel(roots);
  return roots;
}
