// The keys of the source wording (zh-Hans) as a type, so that a key built from data at run time
// (`t(\`order.tab.${tab}\` satisfies MessageKey)`) must name a word: the type check fails when a
// value the data can take has none. TypeScript reads JSON only through imports, so each zh-Hans
// area file is named here once; `message-key.test.ts` fails when an area file is missing from
// this list (the other locales have every key of zh-Hans: `locales.test.ts`).
import type account from '../locales/zh-Hans/account.json';
import type address from '../locales/zh-Hans/address.json';
import type afterSales from '../locales/zh-Hans/after-sales.json';
import type auth from '../locales/zh-Hans/auth.json';
import type bankCard from '../locales/zh-Hans/bank-card.json';
import type cart from '../locales/zh-Hans/cart.json';
import type chat from '../locales/zh-Hans/chat.json';
import type checkout from '../locales/zh-Hans/checkout.json';
import type coupon from '../locales/zh-Hans/coupon.json';
import type goods from '../locales/zh-Hans/goods.json';
import type my from '../locales/zh-Hans/my.json';
import type order from '../locales/zh-Hans/order.json';
import type shell from '../locales/zh-Hans/shell.json';
import type support from '../locales/zh-Hans/support.json';
import type user from '../locales/zh-Hans/user.json';

/** The source wording's namespaces, every area file's. */
type SourceWords = typeof account &
  typeof address &
  typeof afterSales &
  typeof auth &
  typeof bankCard &
  typeof cart &
  typeof chat &
  typeof checkout &
  typeof coupon &
  typeof goods &
  typeof my &
  typeof order &
  typeof shell &
  typeof support &
  typeof user;

/** Dotted paths to the leaves of a tree of words: `home.searchPlaceholder`. */
export type MessagePaths<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? `${Prefix}${Key}`
    : MessagePaths<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

/** A key of the shop's words (every locale has every key of the source wording). */
export type MessageKey = MessagePaths<SourceWords>;
