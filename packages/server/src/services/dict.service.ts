import type { DictType } from '@mall/sdk/schemas';
import type { ServerLocale } from '../i18n/messages';
import type { ServerContext } from '../server-context';

/** A dictionary value as the app uses it: whole numbers (feedback and complaint `type`) as numbers. */
function dictValueOf(value: string): string | number {
  return /^-?\d{1,15}$/.test(value) ? Number(value) : value;
}

/**
 * The entries of each requested dictionary (every requested type is present, possibly empty), in
 * `order_num` order, names in the request's language where a translation exists.
 */
export async function dictData(server: ServerContext, locale: ServerLocale, types: DictType[]) {
  const rows = await server.db
    .selectFrom('dict_info')
    .innerJoin('dict_type', 'dict_type.id', 'dict_info.type_id')
    .select([
      'dict_type.key as type',
      'dict_info.id as id',
      'dict_info.name as name',
      'dict_info.value as value',
      'dict_info.parent_id as parent_id',
      'dict_info.order_num as order_num',
      'dict_info.translations as translations',
    ])
    .where('dict_type.key', 'in', types)
    .orderBy('dict_info.order_num', 'asc')
    .orderBy('dict_info.id', 'asc')
    .execute();
  const data: Record<
    string,
    { id: number; name: string; value: string | number; parentId: number | null; orderNum: number }[]
  > = Object.fromEntries(types.map((type) => [type, []]));
  for (const row of rows) {
    data[row.type]?.push({
      id: row.id,
      name: row.translations[locale] || row.name,
      value: dictValueOf(row.value),
      parentId: row.parent_id,
      orderNum: row.order_num,
    });
  }
  return data;
}
