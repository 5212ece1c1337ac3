import { idSchema } from '@mall/sdk/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { operatorRecordId, operatorText } from '../operator/operator-fields';
import { actionInput, parseArgs } from './operator-args';
import { columnsFor, formatAmount, formatTime, statusNamer } from './operator-columns';
import { renderResult } from './operator-output';
import { displayWidth, renderTable, truncate } from './table';

describe('the table renderer', () => {
  it('sizes columns to their widest cell, right-aligns numbers and cuts long text', () => {
    const text = renderTable(
      [{ key: 'id' }, { key: 'name' }, { key: 'note', max: 10 }],
      [
        { id: 7, name: 'Ada', note: 'short' },
        { id: 12, name: 'Grace Hopper', note: 'a note far longer than ten columns' },
      ],
    );
    expect(text.split('\n')).toEqual([
      'id  name          note',
      '--  ------------  ----------',
      ' 7  Ada           short',
      '12  Grace Hopper  a note fa…',
    ]);
  });

  it('counts wide characters as two columns and keeps each row on one line', () => {
    expect(displayWidth('退款')).toBe(4);
    expect(truncate('退款申请理由', 7)).toBe('退款申…');
    const lines = renderTable([{ key: 'who' }, { key: 'text' }], [{ who: '张三', text: 'two\nlines' }]).split(
      '\n',
    );
    expect(lines[2]).toBe('张三  two lines');
  });

  it('says (none) under the header of an empty list', () => {
    expect(renderTable([{ key: 'id' }], [])).toBe('id\n--\n(none)');
  });
});

describe('formats', () => {
  it('writes wire amounts with two digits and grouping, times as local minutes, statuses by name', () => {
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount('0.1')).toBe('0.10');
    const local = new Date(2025, 5, 1, 9, 5, 59);
    expect(formatTime(local.toISOString())).toBe('2025-06-01 09:05');
    expect(formatTime(local.getTime())).toBe('2025-06-01 09:05');
    expect(formatTime('soon')).toBe('soon');
    expect(statusNamer({ pending: 0, resolved: 1 })(1)).toBe('resolved');
    expect(statusNamer({ pending: 0 })(5)).toBe('5');
  });
});

describe('printing an answer', () => {
  it('prints a page with its mapped columns and a footer', () => {
    const text = renderResult('withdrawal/list', {
      list: [
        {
          id: 3,
          shopper: { id: 9, username: 'shopper9', nickName: 'Nine', phone: null },
          amount: 1500,
          status: 0,
          withdrawNum: 'W1',
          payTo: { bankName: 'Bank of Tea', holderName: 'Alice', cardNo: '6222020200112233' },
          createTime: new Date(2025, 0, 2, 3, 4).toISOString(),
          unknownExtra: 'x',
        },
      ],
      pagination: { page: 1, size: 20, total: 41 },
    });
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^id\s+number\s+shopper\s+amount\s+status\s+pay to\s+created$/);
    expect(lines[2]).toContain('shopper9 #9');
    expect(lines[2]).toContain('Bank of Tea Alice 6222020200112233');
    expect(lines[2]).toContain('1,500.00');
    expect(lines[2]).toContain('pendingApproval');
    expect(lines[2]).toContain('2025-01-02 03:04');
    expect(text).not.toContain('unknownExtra');
    expect(lines.at(-1)).toBe('page 1 of 3, 41 in all');
  });

  it('prints a read it has no map for by the keys of its first row, each by what its name says', () => {
    const columns = columnsFor('some/new/list', [{ id: 1, payAmount: 3, updateTime: 0, title: 't' }]);
    expect(columns.map((column) => column.key)).toEqual(['id', 'payAmount', 'updateTime', 'title']);
    const text = renderResult('some/new/list', {
      list: [{ id: 1, payAmount: 3 }],
      pagination: { page: 2, size: 1, total: 2 },
    });
    expect(text).toContain('3.00');
    expect(text.split('\n').at(-1)).toBe('page 2 of 2, 2 in all');
  });

  it('prints an object as aligned lines and its lists as tables', () => {
    const text = renderResult('user/info', {
      id: 4,
      username: 'ann',
      balance: 10,
      orders: [{ id: 1, status: 1 }],
    });
    expect(text).toMatch(/^id {8}4$/m);
    expect(text).toContain('10.00');
    expect(text).toContain('orders:');
  });
});

describe('the command line', () => {
  it('splits words, --name value, --name=value and switches', () => {
    const args = parseArgs([
      'order/list',
      '{"status":1}',
      '--page',
      '2',
      '--size=5',
      '--json',
      '--keyword',
      'a b',
    ]);
    expect(args.positionals).toEqual(['order/list', '{"status":1}']);
    expect(Object.fromEntries(args.flags)).toEqual({ page: '2', size: '5', json: true, keyword: 'a b' });
  });

  it('lays field flags over the JSON input, as numbers where the field takes numbers', () => {
    const ship = z.object({ orderId: operatorRecordId, company: operatorText(50), num: operatorText(50) });
    const args = parseArgs([
      '{"company":"SF"}',
      '--orderId',
      '5',
      '--num',
      '12345',
      '--json',
      '--idempotency-key',
      'k',
    ]);
    expect(actionInput(args, args.positionals[0], ship, 'POST')).toEqual({
      orderId: 5,
      company: 'SF',
      num: '12345',
    });
    const union = z.union([z.object({ id: idSchema }), z.object({ userId: idSchema, amount: z.number() })]);
    const credit = parseArgs(['--userId', '3', '--amount', '12.5']);
    expect(actionInput(credit, undefined, union, 'POST')).toEqual({ userId: 3, amount: 12.5 });
    const read = parseArgs(['--page', '2', '--status', '1']);
    expect(actionInput(read, undefined, z.object({}), 'GET')).toEqual({ page: '2', status: '1' });
    expect(() => actionInput(parseArgs([]), '[1]', ship, 'POST')).toThrow('JSON object');
  });
});
