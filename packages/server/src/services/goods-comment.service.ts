import type { ServerContext } from '../server-context';
import { mapPage, type PageInput, pageOf } from './paging';

/** Reviews of a goods item, newest first, with the reviewer's nickname and avatar. */
export async function goodsComments(server: ServerContext, input: PageInput & { goodsId: number }) {
  const query = server.db
    .selectFrom('goods_comment')
    .innerJoin('app_user', 'app_user.id', 'goods_comment.user_id')
    .select([
      'goods_comment.id as id',
      'goods_comment.goods_id as goods_id',
      'goods_comment.star_count as star_count',
      'goods_comment.content as content',
      'goods_comment.pics as pics',
      'goods_comment.create_time as create_time',
      'app_user.nick_name as nick_name',
      'app_user.avatar_url as avatar_url',
    ])
    .where('goods_comment.goods_id', '=', input.goodsId)
    .orderBy('goods_comment.create_time', 'desc')
    .orderBy('goods_comment.id', 'desc');
  return mapPage(await pageOf(query, input), (row) => ({
    id: row.id,
    goodsId: row.goods_id,
    content: row.content,
    starCount: row.star_count,
    pics: row.pics,
    nickName: row.nick_name,
    avatarUrl: row.avatar_url,
    createTime: row.create_time.toISOString(),
  }));
}
