import { join } from 'node:path';
import { toCents } from '@mall/sdk';
import type { Transaction } from 'kysely';
import { isUniqueViolation } from '../db/constraint-violation';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import type { ServerContext } from '../server-context';
import { ON_OFFER } from '../services/coupon.service';
import { ON_SALE } from '../services/goods.service';
import { creditLedger } from '../services/ledger.service';
import { createShopper } from '../services/user.service';
import {
  DEMO_BANNERS,
  DEMO_CATEGORIES,
  DEMO_COUPONS,
  DEMO_DICTIONARIES,
  DEMO_GOODS,
  DEMO_HOT_KEYWORDS,
  PRIVACY_POLICY,
  QUALITY_LINE,
  type Texts,
  TRANSLATED_LOCALES,
  USER_AGREEMENT,
} from './demo-catalogue';
import { DEMO_VIDEO, goodsPictureName, PICTURES_PER_GOODS, writeSeedFiles } from './demo-pictures';

/** The name the seed claims in `seed_run`. */
export const DEMO_SEED = 'demo';

/** The public URL of a picture the demo seed wrote (`uploads/seed/<name>`). */
export function seedPictureUrl(server: ServerContext, name: string): string {
  return `${server.publicUrl}/uploads/seed/${name}`;
}

/** The demo shopper and their opening balance (yuan). */
export const DEMO_SHOPPER = { username: 'demo', password: 'demo1234', nickName: '演示用户', balance: 5000 };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The rich-text description of a goods item in one language: paragraphs and pictures. */
function contentOf(title: string, subTitle: string, quality: string, pictures: string[]): string {
  const images = pictures.map((url) => `<p><img src="${escapeHtml(url)}" alt="${escapeHtml(title)}"></p>`);
  return [
    `<p><strong>${escapeHtml(title)}</strong></p>`,
    `<p>${escapeHtml(subTitle)}</p>`,
    ...images,
    `<p>${escapeHtml(quality)}</p>`,
  ].join('');
}

/** The translated texts of a locale (index 1–4 of {@link Texts}). */
function textIn(texts: Texts, localeIndex: number): string {
  return texts[localeIndex + 1] ?? texts[0];
}

/** The demo shopper's id, creating them (without balance) when missing; safe when two processes race. */
async function demoShopperId(server: ServerContext): Promise<number> {
  const find = () =>
    server.db
      .selectFrom('app_user')
      .select('id')
      .where('username', '=', DEMO_SHOPPER.username)
      .executeTakeFirst();
  const existing = await find();
  if (existing) {
    return existing.id;
  }
  try {
    return await createShopper(server, {
      username: DEMO_SHOPPER.username,
      password: DEMO_SHOPPER.password,
      nickName: DEMO_SHOPPER.nickName,
    });
  } catch (error) {
    const raced = error instanceof AppError ? await find() : undefined;
    if (raced) {
      return raced.id;
    }
    throw error;
  }
}

async function insertCatalogue(
  trx: Transaction<Database>,
  server: ServerContext,
  url: (name: string) => string,
) {
  const now = server.now();
  const typeIds = new Map<string, number>();
  for (const [parentIndex, category] of DEMO_CATEGORIES.entries()) {
    const parent = await trx
      .insertInto('goods_type')
      .values({
        name: category.name,
        parent_id: null,
        pic: url(`type-${category.key}.png`),
        sort_num: parentIndex + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    typeIds.set(category.key, parent.id);
    for (const [childIndex, child] of category.children.entries()) {
      const row = await trx
        .insertInto('goods_type')
        .values({
          name: child.name,
          parent_id: parent.id,
          pic: url(`type-${child.key}.png`),
          sort_num: childIndex + 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      typeIds.set(child.key, row.id);
    }
  }
  for (const [goodsIndex, goods] of DEMO_GOODS.entries()) {
    const pictures = Array.from({ length: PICTURES_PER_GOODS }, (_, index) =>
      url(goodsPictureName(goodsIndex, index)),
    );
    const typeId = typeIds.get(goods.type);
    if (typeId === undefined) {
      throw new Error(`demo goods of unknown type ${goods.type}`);
    }
    // Listed newest first by creation: one goods item a day, the first the oldest.
    const created = new Date(now.getTime() - (DEMO_GOODS.length - goodsIndex) * 24 * 3600 * 1000);
    const row = await trx
      .insertInto('goods')
      .values({
        type_id: typeId,
        title: goods.title[0],
        sub_title: goods.subTitle[0],
        main_pic: pictures[0] ?? '',
        pics: JSON.stringify(pictures),
        video: goodsIndex === DEMO_VIDEO.goodsIndex ? url(DEMO_VIDEO.name) : '',
        content: contentOf(goods.title[0], goods.subTitle[0], QUALITY_LINE[0], pictures.slice(1)),
        price: Math.min(...goods.specs.map(([, cents]) => cents)),
        sold: goods.sold,
        status: ON_SALE,
        sort_num: goodsIndex + 1,
        create_time: created,
        update_time: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('goods_spec')
      .values(
        goods.specs.map(([name, cents, stock], index) => ({
          goods_id: row.id,
          name,
          price: cents,
          stock,
          images: JSON.stringify([pictures[index % pictures.length] ?? '']),
          sort_num: index + 1,
        })),
      )
      .execute();
    await trx
      .insertInto('goods_i18n')
      .values(
        TRANSLATED_LOCALES.map((lang, localeIndex) => ({
          goods_id: row.id,
          lang,
          title: textIn(goods.title, localeIndex),
          sub_title: textIn(goods.subTitle, localeIndex),
          content: contentOf(
            textIn(goods.title, localeIndex),
            textIn(goods.subTitle, localeIndex),
            textIn(QUALITY_LINE, localeIndex),
            pictures.slice(1),
          ),
        })),
      )
      .execute();
  }
}

async function insertShopContent(
  trx: Transaction<Database>,
  server: ServerContext,
  url: (name: string) => string,
) {
  const now = server.now();
  await trx
    .insertInto('banner')
    .values(
      DEMO_BANNERS.map((banner, index) => ({
        title: banner.title,
        pic: url(`banner-${index + 1}.png`),
        path: banner.path,
        sort_num: index + 1,
      })),
    )
    .execute();
  await trx
    .insertInto('search_keyword')
    .values(
      DEMO_HOT_KEYWORDS.map((name, index) => ({
        user_id: null,
        name,
        hot: true,
        sort_num: index + 1,
        create_time: now,
        update_time: now,
      })),
    )
    .execute();
  const day = 24 * 3600 * 1000;
  await trx
    .insertInto('coupon')
    .values(
      DEMO_COUPONS.map((coupon) => ({
        title: coupon.title,
        description: coupon.description,
        type: 0,
        amount: coupon.amount,
        full_amount: coupon.fullAmount,
        num: coupon.num,
        start_time: new Date(now.getTime() - day),
        end_time: new Date(now.getTime() + 365 * day),
        status: ON_OFFER,
        create_time: now,
      })),
    )
    .execute();
  for (const dictionary of DEMO_DICTIONARIES) {
    const type = await trx
      .insertInto('dict_type')
      .values({ key: dictionary.key, name: dictionary.name })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ name: dictionary.name }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('dict_info')
      .values(
        dictionary.entries.map(([value, names], index) => ({
          type_id: type.id,
          name: names[0],
          value,
          order_num: index + 1,
          translations: JSON.stringify(
            Object.fromEntries(
              TRANSLATED_LOCALES.map((lang, localeIndex) => [lang, textIn(names, localeIndex)]),
            ),
          ),
        })),
      )
      .execute();
  }
  const params: Record<string, string> = {
    currentSymbol: '¥',
    systemLogo: JSON.stringify([url('logo.png')]),
    appName: '商城',
    appLang: 'zh-Hans',
    repurchaseRate: '0.9',
    userAgreement: USER_AGREEMENT,
    privacyPolicy: PRIVACY_POLICY,
  };
  // Parameters the operator already set are kept.
  await trx
    .insertInto('param')
    .values(Object.entries(params).map(([key, value]) => ({ key, value, update_time: now })))
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  await trx
    .insertInto('app_version')
    .values({
      version: '1.0.0',
      code: 100,
      platform: 'all',
      url: `${server.publicUrl}/`,
      description: '首个版本：浏览商品、下单、余额支付、优惠券、售后与在线客服。',
      force_update: false,
      create_time: now,
    })
    .execute();
}

async function insertDemoShopperData(trx: Transaction<Database>, server: ServerContext, userId: number) {
  const now = server.now();
  await creditLedger(trx, server, userId, toCents(DEMO_SHOPPER.balance), 'recharge', {});
  await trx
    .insertInto('address')
    .values({
      user_id: userId,
      contact: '张三',
      phone: '13800138000',
      country_code: '+86',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      address: '文三路 100 号 1 幢 101 室',
      is_default: true,
      create_time: now,
      update_time: now,
    })
    .execute();
}

/**
 * Loads the demo shop once: categories on two levels, goods with specs, pictures and translations,
 * banners, hot keywords, coupons, dictionaries, parameters, the app version and the demo shopper
 * (`demo` / `demo1234`) with a balance and an address.
 *
 * Safe to call again and from two processes at once: the data goes in one transaction that first
 * claims `seed_run('demo')`; a unique violation there means another process has loaded (or is
 * loading) it, and this one rolls back and leaves it. Pictures are written before, idempotently.
 */
export async function seedDemo(server: ServerContext): Promise<void> {
  const done = await server.db
    .selectFrom('seed_run')
    .select('name')
    .where('name', '=', DEMO_SEED)
    .executeTakeFirst();
  if (done) {
    return;
  }
  const directory = join(server.env.DATA_DIR, 'uploads', 'seed');
  writeSeedFiles(directory);
  const url = (name: string) => seedPictureUrl(server, name);
  const shopperId = await demoShopperId(server);
  try {
    await server.db.transaction().execute(async (trx) => {
      await trx.insertInto('seed_run').values({ name: DEMO_SEED, create_time: server.now() }).execute();
      await insertCatalogue(trx, server, url);
      await insertShopContent(trx, server, url);
      await insertDemoShopperData(trx, server, shopperId);
    });
    server.log.info('demo shop loaded', { goods: DEMO_GOODS.length });
  } catch (error) {
    // Another process claimed the seed first (its transaction committed before ours went on).
    if (
      isUniqueViolation(error) &&
      (await server.db.selectFrom('seed_run').select('name').where('name', '=', DEMO_SEED).executeTakeFirst())
    ) {
      return;
    }
    throw error;
  }
}
