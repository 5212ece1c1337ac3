/**
 * The words the scale seed builds names from: Chinese and Latin, so that a Chinese keyword
 * (`保温杯`, two-character `耳机`) and a Latin one (`Aurora`, `earbuds`) each match a realistic share
 * of the goods, as they would in a real shop.
 */

/** Top-level categories, each with three goods nouns (Chinese, Latin). */
export const SCALE_DEPARTMENTS: { name: string; nouns: [string, string][] }[] = [
  {
    name: '数码',
    nouns: [
      ['耳机', 'earbuds'],
      ['充电宝', 'powerbank'],
      ['数据线', 'cable'],
    ],
  },
  {
    name: '家居',
    nouns: [
      ['抱枕', 'cushion'],
      ['收纳盒', 'organizer'],
      ['台灯', 'lamp'],
    ],
  },
  {
    name: '厨具',
    nouns: [
      ['保温杯', 'thermos'],
      ['炒锅', 'wok'],
      ['菜刀', 'knife'],
    ],
  },
  {
    name: '服饰',
    nouns: [
      ['衬衫', 'shirt'],
      ['卫衣', 'hoodie'],
      ['围巾', 'scarf'],
    ],
  },
  {
    name: '鞋靴',
    nouns: [
      ['跑鞋', 'sneakers'],
      ['皮靴', 'boots'],
      ['拖鞋', 'slippers'],
    ],
  },
  {
    name: '箱包',
    nouns: [
      ['双肩包', 'backpack'],
      ['行李箱', 'suitcase'],
      ['钱包', 'wallet'],
    ],
  },
  {
    name: '美妆',
    nouns: [
      ['口红', 'lipstick'],
      ['面霜', 'cream'],
      ['眼影', 'eyeshadow'],
    ],
  },
  {
    name: '个护',
    nouns: [
      ['牙刷', 'toothbrush'],
      ['洗发水', 'shampoo'],
      ['剃须刀', 'razor'],
    ],
  },
  {
    name: '食品',
    nouns: [
      ['坚果', 'nuts'],
      ['饼干', 'biscuits'],
      ['巧克力', 'chocolate'],
    ],
  },
  {
    name: '茶饮',
    nouns: [
      ['绿茶', 'green tea'],
      ['咖啡豆', 'coffee beans'],
      ['红茶', 'black tea'],
    ],
  },
  {
    name: '母婴',
    nouns: [
      ['奶瓶', 'bottle'],
      ['纸尿裤', 'diapers'],
      ['围兜', 'bib'],
    ],
  },
  {
    name: '玩具',
    nouns: [
      ['积木', 'blocks'],
      ['拼图', 'puzzle'],
      ['毛绒熊', 'teddy'],
    ],
  },
  {
    name: '运动',
    nouns: [
      ['瑜伽垫', 'yoga mat'],
      ['哑铃', 'dumbbell'],
      ['跳绳', 'rope'],
    ],
  },
  {
    name: '户外',
    nouns: [
      ['帐篷', 'tent'],
      ['睡袋', 'sleeping bag'],
      ['头灯', 'headlamp'],
    ],
  },
  {
    name: '图书',
    nouns: [
      ['小说', 'novel'],
      ['画册', 'artbook'],
      ['词典', 'dictionary'],
    ],
  },
  {
    name: '文具',
    nouns: [
      ['钢笔', 'fountain pen'],
      ['笔记本', 'notebook'],
      ['橡皮', 'eraser'],
    ],
  },
  {
    name: '宠物',
    nouns: [
      ['猫粮', 'cat food'],
      ['狗绳', 'leash'],
      ['猫抓板', 'scratcher'],
    ],
  },
  {
    name: '汽配',
    nouns: [
      ['车载支架', 'car mount'],
      ['脚垫', 'floor mat'],
      ['雨刷', 'wiper'],
    ],
  },
  {
    name: '家电',
    nouns: [
      ['电水壶', 'kettle'],
      ['吹风机', 'hair dryer'],
      ['加湿器', 'humidifier'],
    ],
  },
  {
    name: '乐器',
    nouns: [
      ['尤克里里', 'ukulele'],
      ['口琴', 'harmonica'],
      ['节拍器', 'metronome'],
    ],
  },
];

/** Child categories: each department has nine, named by one of these after the department. */
export const SCALE_CHILD_SUFFIXES = ['精选', '新品', '套装', '配件', '礼盒', '经典', '轻量', '专业', '入门'];

/** Latin brand words. */
export const SCALE_BRANDS = [
  'Aurora',
  'Nimbus',
  'Cobalt',
  'Verde',
  'Lumen',
  'Orbit',
  'Sierra',
  'Maple',
  'Tundra',
  'Zephyr',
  'Harbor',
  'Quartz',
  'Ember',
  'Willow',
  'Atlas',
  'Nova',
  'Pebble',
  'Cedar',
  'Falcon',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lotus',
  'Meridian',
  'Nordic',
  'Onyx',
  'Prism',
  'Raven',
  'Solace',
  'Vesper',
];

/** Chinese qualities put before the noun. */
export const SCALE_ADJECTIVES = [
  '轻薄',
  '经典',
  '便携',
  '加厚',
  '静音',
  '复古',
  '简约',
  '大容量',
  '无线',
  '防水',
  '迷你',
  '升级',
  '北欧风',
  '多功能',
  '环保',
  '高端',
  '柔软',
  '耐用',
  '可折叠',
  '智能',
];

/** Selling points of the subtitle: Chinese, then Latin. */
export const SCALE_FEATURES: [string, string][] = [
  ['当日发货', 'ships today'],
  ['七天无理由退换', 'free returns'],
  ['官方正品', 'genuine'],
  ['限时特惠', 'limited offer'],
  ['新品上市', 'new arrival'],
  ['买二送一', 'buy two get one'],
  ['品质保障', 'quality assured'],
  ['全国联保', 'nationwide warranty'],
];

/** The three specs of every goods item and what each adds to the base price (cents). */
export const SCALE_SPECS: [string, number][] = [
  ['标准款 Standard', 0],
  ['升级款 Plus', 2_000],
  ['礼盒装 Gift box', 5_000],
];

/** What shoppers write in reviews. */
export const SCALE_REVIEWS = [
  '质量很好，和描述一致，物流也快。',
  'Great quality, exactly as described.',
  '包装完好，用了几天感觉不错，会回购。',
  'Arrived quickly and works well.',
  '性价比高，推荐购买。',
];
