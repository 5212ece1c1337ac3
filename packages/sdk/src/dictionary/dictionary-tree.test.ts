import { describe, expect, it } from 'vitest';
import { buildDictionaryTree } from './dictionary-tree';

describe('buildDictionaryTree', () => {
  it('builds children from parentId and sorts every level by orderNum', () => {
    const tree = buildDictionaryTree([
      { id: 1, name: 'Zhejiang', orderNum: 2, parentId: null },
      { id: 2, name: 'Beijing', orderNum: 1, parentId: null },
      { id: 3, name: 'Hangzhou', orderNum: 2, parentId: 1 },
      { id: 4, name: 'Ningbo', orderNum: 1, parentId: 1 },
      { id: 5, name: 'Xihu', orderNum: 0, parentId: 3 },
    ]);
    expect(tree.map((node) => node.name)).toEqual(['Beijing', 'Zhejiang']);
    expect(tree[1]?.children.map((node) => node.name)).toEqual(['Ningbo', 'Hangzhou']);
    expect(tree[1]?.children[1]?.children.map((node) => node.name)).toEqual(['Xihu']);
    expect(tree[0]?.children).toEqual([]);
  });

  it('orders equal orderNum by id and keeps entries whose parent is missing as roots', () => {
    const tree = buildDictionaryTree([
      { id: 9, name: 'b', orderNum: 1 },
      { id: 8, name: 'a', orderNum: 1 },
      { id: 7, name: 'orphan', parentId: 100, orderNum: 5 },
    ]);
    expect(tree.map((node) => node.id)).toEqual([8, 9, 7]);
  });
});
