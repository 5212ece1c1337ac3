/**
 * The demo shop's catalogue as data: categories on two levels and goods with their texts in the
 * source language (zh-Hans) and the four other locales, specs (name, price in cents, stock) and
 * sales. The seed turns it into rows and pictures.
 */

/** A text in the source language and each translated locale. */
export type Texts = [zhHans: string, zhTw: string, en: string, bn: string, uz: string];

/** The locales goods are translated into, in the order of {@link Texts} after the source. */
export const TRANSLATED_LOCALES = ['zh-tw', 'en', 'bn', 'uz'] as const;

/** A top-level category and its children. */
export interface DemoCategory {
  key: string;
  name: string;
  hue: number;
  children: { key: string; name: string }[];
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    key: 'food',
    name: '食品饮料',
    hue: 24,
    children: [
      { key: 'tea', name: '茶叶' },
      { key: 'coffee', name: '咖啡' },
      { key: 'snacks', name: '休闲零食' },
    ],
  },
  {
    key: 'digital',
    name: '数码电器',
    hue: 210,
    children: [
      { key: 'phone', name: '手机配件' },
      { key: 'audio', name: '耳机音箱' },
      { key: 'smart', name: '智能设备' },
    ],
  },
  {
    key: 'fashion',
    name: '服饰鞋包',
    hue: 330,
    children: [
      { key: 'tops', name: '上衣' },
      { key: 'shoes', name: '鞋靴' },
      { key: 'bags', name: '箱包' },
    ],
  },
  {
    key: 'home',
    name: '家居生活',
    hue: 140,
    children: [
      { key: 'kitchen', name: '厨房用品' },
      { key: 'bedding', name: '床上用品' },
    ],
  },
];

/** One goods item: category key, title, subtitle, specs `[name, cents, stock]` and units sold. */
export interface DemoGoods {
  type: string;
  title: Texts;
  subTitle: Texts;
  specs: [name: string, cents: number, stock: number][];
  sold: number;
}

export const DEMO_GOODS: DemoGoods[] = [
  {
    type: 'tea',
    title: [
      '西湖龙井绿茶',
      '西湖龍井綠茶',
      'West Lake Longjing Green Tea',
      'ওয়েস্ট লেক লংজিং সবুজ চা',
      'G‘arbiy ko‘l Longjing ko‘k choyi',
    ],
    subTitle: [
      '明前头采，清香回甘',
      '明前頭採，清香回甘',
      'First spring picking, fresh and sweet',
      'বসন্তের প্রথম তোলা, তাজা ও মিষ্টি স্বাদ',
      'Bahorgi birinchi terim, yangi va shirin ta’m',
    ],
    specs: [
      ['100 g', 6800, 120],
      ['250 g', 15800, 60],
      ['500 g', 29800, 0],
    ],
    sold: 1260,
  },
  {
    type: 'tea',
    title: [
      '云南普洱熟茶饼',
      '雲南普洱熟茶餅',
      'Yunnan Ripe Pu-erh Tea Cake',
      'ইউনান পাকা পু-এর চায়ের কেক',
      'Yunnan pishgan Puer choy kulchasi',
    ],
    subTitle: [
      '357克传统七子饼',
      '357克傳統七子餅',
      'Traditional 357 g tea cake',
      'ঐতিহ্যবাহী ৩৫৭ গ্রামের চায়ের কেক',
      'An’anaviy 357 grammli choy kulchasi',
    ],
    specs: [
      ['357 g', 12800, 80],
      ['357 g × 2', 24600, 25],
    ],
    sold: 540,
  },
  {
    type: 'tea',
    title: [
      '武夷山大红袍',
      '武夷山大紅袍',
      'Wuyi Da Hong Pao Oolong',
      'উইয়ি দা হং পাও উলং চা',
      'Vuyi Da Hun Pao ulun choyi',
    ],
    subTitle: [
      '岩骨花香，炭焙工艺',
      '岩骨花香，炭焙工藝',
      'Rocky and floral, charcoal roasted',
      'পাথুরে ও ফুলেল সুবাস, কাঠকয়লায় সেঁকা',
      'Tosh va gul ifori, ko‘mirda qovurilgan',
    ],
    specs: [
      ['125 g', 9900, 70],
      ['250 g', 18800, 30],
      ['Gift box 500 g', 36800, 10],
    ],
    sold: 388,
  },
  {
    type: 'tea',
    title: ['茉莉花茶', '茉莉花茶', 'Jasmine Tea', 'জুঁই ফুলের চা', 'Yasmin choyi'],
    subTitle: [
      '七窨工艺，花香浓郁',
      '七窨工藝，花香濃郁',
      'Scented seven times, rich floral aroma',
      'সাতবার সুবাসিত, গভীর ফুলের ঘ্রাণ',
      'Yetti marta xushbo‘ylangan, boy gul ifori',
    ],
    specs: [
      ['100 g', 3900, 200],
      ['250 g', 8900, 0],
    ],
    sold: 905,
  },
  {
    type: 'coffee',
    title: [
      '云南小粒咖啡豆',
      '雲南小粒咖啡豆',
      'Yunnan Arabica Coffee Beans',
      'ইউনান অ্যারাবিকা কফি বিন',
      'Yunnan arabika qahva donlari',
    ],
    subTitle: [
      '中度烘焙，坚果可可风味',
      '中度烘焙，堅果可可風味',
      'Medium roast with nutty cocoa notes',
      'মাঝারি রোস্ট, বাদাম ও কোকোর স্বাদ',
      'O‘rtacha qovurilgan, yong‘oq va kakao ta’mi',
    ],
    specs: [
      ['227 g', 5900, 150],
      ['454 g', 9900, 90],
      ['1 kg', 19800, 15],
    ],
    sold: 1720,
  },
  {
    type: 'coffee',
    title: ['挂耳咖啡', '掛耳咖啡', 'Drip Bag Coffee', 'ড্রিপ ব্যাগ কফি', 'Qopchali damlama qahva'],
    subTitle: [
      '现磨手冲，一杯一包',
      '現磨手沖，一杯一包',
      'Freshly ground pour-over, one bag per cup',
      'সদ্য গুঁড়ো করা, প্রতি কাপে এক ব্যাগ',
      'Yangi maydalangan, har piyolaga bitta qopcha',
    ],
    specs: [
      ['10 × 10 g', 3990, 300],
      ['30 × 10 g', 9990, 120],
    ],
    sold: 2860,
  },
  {
    type: 'coffee',
    title: [
      '冷萃咖啡液',
      '冷萃咖啡液',
      'Cold Brew Coffee Concentrate',
      'কোল্ড ব্রু কফি কনসেনট্রেট',
      'Sovuq damlangan qahva konsentrati',
    ],
    subTitle: [
      '低温慢萃，即冲即饮',
      '低溫慢萃，即沖即飲',
      'Slowly steeped cold, ready in seconds',
      'ঠান্ডায় ধীরে তৈরি, মুহূর্তেই পানযোগ্য',
      'Sovuqda sekin damlangan, darhol ichishga tayyor',
    ],
    specs: [
      ['Original 8 × 25 ml', 4590, 160],
      ['Oat 8 × 25 ml', 4990, 0],
      ['Mixed 24 × 25 ml', 12900, 40],
    ],
    sold: 1195,
  },
  {
    type: 'snacks',
    title: ['每日坚果', '每日堅果', 'Daily Mixed Nuts', 'প্রতিদিনের মিশ্র বাদাম', 'Kundalik yong‘oq aralashmasi'],
    subTitle: [
      '六种坚果果干，独立小包',
      '六種堅果果乾，獨立小包',
      'Six nuts and dried fruits in single packs',
      'ছয় রকম বাদাম ও শুকনো ফল, আলাদা প্যাকে',
      'Olti xil yong‘oq va quruq meva, alohida qadoqda',
    ],
    specs: [
      ['15 packs', 5900, 240],
      ['30 packs', 10900, 110],
    ],
    sold: 3310,
  },
  {
    type: 'snacks',
    title: ['手工牛轧糖', '手工牛軋糖', 'Handmade Nougat', 'হাতে তৈরি নুগা', 'Qo‘lda tayyorlangan nuga'],
    subTitle: [
      '法国奶粉，少糖配方',
      '法國奶粉，少糖配方',
      'French milk powder, less sugar',
      'ফরাসি গুঁড়ো দুধ, কম চিনি',
      'Fransuz sut kukuni, kam shakar',
    ],
    specs: [
      ['Original 250 g', 3600, 140],
      ['Cranberry 250 g', 3800, 95],
      ['Matcha 250 g', 3800, 0],
    ],
    sold: 760,
  },
  {
    type: 'snacks',
    title: [
      '海苔脆片',
      '海苔脆片',
      'Crispy Seaweed Snacks',
      'মুচমুচে সামুদ্রিক শৈবাল স্ন্যাকস',
      'Qarsildoq dengiz o‘ti chipslari',
    ],
    subTitle: [
      '烤制不油炸，轻盈酥脆',
      '烤製不油炸，輕盈酥脆',
      'Baked, not fried, light and crunchy',
      'ভাজা নয়, সেঁকা — হালকা ও মুচমুচে',
      'Qovurilmagan, pishirilgan, yengil va qarsildoq',
    ],
    specs: [
      ['6 packs', 2590, 210],
      ['12 packs', 4690, 85],
    ],
    sold: 1480,
  },
  {
    type: 'phone',
    title: [
      '氮化镓快充充电器',
      '氮化鎵快充充電器',
      'GaN Fast Charger',
      'GaN দ্রুত চার্জার',
      'GaN tezkor quvvatlagich',
    ],
    subTitle: [
      '65W 三口快充，小巧便携',
      '65W 三口快充，小巧便攜',
      '65 W, three ports, pocket sized',
      '৬৫ ওয়াট, তিনটি পোর্ট, পকেটে রাখার মতো',
      '65 Vt, uchta port, cho‘ntakbop',
    ],
    specs: [
      ['65 W White', 14900, 130],
      ['65 W Black', 14900, 70],
      ['100 W', 22900, 0],
    ],
    sold: 2040,
  },
  {
    type: 'phone',
    title: [
      '磁吸无线充电宝',
      '磁吸無線行動電源',
      'Magnetic Wireless Power Bank',
      'চৌম্বকীয় ওয়্যারলেস পাওয়ার ব্যাংক',
      'Magnitli simsiz powerbank',
    ],
    subTitle: [
      '10000mAh，吸上就充',
      '10000mAh，吸上就充',
      '10000 mAh, snap on and charge',
      '১০০০০ mAh, লাগিয়ে দিলেই চার্জ',
      '10000 mAh, yopishtiring va quvvatlang',
    ],
    specs: [
      ['5000 mAh', 12900, 90],
      ['10000 mAh', 19900, 60],
    ],
    sold: 980,
  },
  {
    type: 'phone',
    title: ['编织数据线', '編織傳輸線', 'Braided USB-C Cable', 'বোনা USB-C কেবল', 'To‘qilgan USB-C kabeli'],
    subTitle: [
      'Type-C 双头，耐弯折',
      'Type-C 雙頭，耐彎折',
      'USB-C on both ends, built to bend',
      'দুই প্রান্তেই USB-C, বাঁকালেও টেকসই',
      'Ikki uchi USB-C, egilishga chidamli',
    ],
    specs: [
      ['1 m', 2900, 500],
      ['2 m', 3900, 260],
      ['1 m × 2', 4900, 120],
    ],
    sold: 4120,
  },
  {
    type: 'phone',
    title: ['手机支架', '手機支架', 'Phone Stand', 'ফোন স্ট্যান্ড', 'Telefon tagligi'],
    subTitle: [
      '铝合金，多角度调节',
      '鋁合金，多角度調節',
      'Aluminium, adjustable angles',
      'অ্যালুমিনিয়াম, কোণ বদলানো যায়',
      'Alyuminiy, burchagi sozlanadi',
    ],
    specs: [
      ['Silver', 4900, 180],
      ['Space Grey', 4900, 0],
    ],
    sold: 655,
  },
  {
    type: 'audio',
    title: [
      '降噪蓝牙耳机',
      '降噪藍牙耳機',
      'Noise-Cancelling Bluetooth Earbuds',
      'নয়েজ ক্যান্সেলিং ব্লুটুথ ইয়ারবাড',
      'Shovqinni bostiruvchi Bluetooth quloqchinlar',
    ],
    subTitle: [
      '主动降噪，30小时续航',
      '主動降噪，30小時續航',
      'Active noise cancelling, 30-hour battery',
      'সক্রিয় নয়েজ ক্যান্সেলিং, ৩০ ঘণ্টা ব্যাটারি',
      'Faol shovqin bostirish, 30 soat quvvat',
    ],
    specs: [
      ['White', 39900, 75],
      ['Black', 39900, 40],
      ['Blue', 41900, 0],
    ],
    sold: 1830,
  },
  {
    type: 'audio',
    title: [
      '便携蓝牙音箱',
      '便攜藍牙音箱',
      'Portable Bluetooth Speaker',
      'বহনযোগ্য ব্লুটুথ স্পিকার',
      'Ko‘chma Bluetooth karnay',
    ],
    subTitle: [
      '防水设计，户外派对',
      '防水設計，戶外派對',
      'Waterproof, made for outdoor parties',
      'জলরোধী, বাইরের আড্ডার জন্য',
      'Suv o‘tkazmaydi, ochiq havodagi bazmlar uchun',
    ],
    specs: [
      ['Mini', 19900, 85],
      ['Standard', 29900, 50],
    ],
    sold: 720,
  },
  {
    type: 'audio',
    title: [
      '头戴式耳机',
      '頭戴式耳機',
      'Over-Ear Headphones',
      'ওভার-ইয়ার হেডফোন',
      'Boshga taqiladigan quloqchinlar',
    ],
    subTitle: [
      '大耳罩，舒适佩戴',
      '大耳罩，舒適佩戴',
      'Large cushions for all-day comfort',
      'বড় কুশন, সারাদিন আরামদায়ক',
      'Katta yostiqchalar, kun bo‘yi qulay',
    ],
    specs: [
      ['Wired', 25900, 45],
      ['Wireless', 45900, 30],
      ['Wireless ANC', 69900, 12],
    ],
    sold: 410,
  },
  {
    type: 'smart',
    title: ['智能手环', '智慧手環', 'Smart Fitness Band', 'স্মার্ট ফিটনেস ব্যান্ড', 'Aqlli fitnes bilaguzuk'],
    subTitle: [
      '心率血氧监测，14天续航',
      '心率血氧監測，14天續航',
      'Heart rate and SpO2, 14-day battery',
      'হৃদস্পন্দন ও রক্তে অক্সিজেন মাপে, ১৪ দিন ব্যাটারি',
      'Yurak urishi va qondagi kislorod, 14 kunlik quvvat',
    ],
    specs: [
      ['Black', 22900, 120],
      ['Pink', 22900, 65],
      ['NFC', 26900, 0],
    ],
    sold: 2575,
  },
  {
    type: 'smart',
    title: ['智能台灯', '智慧檯燈', 'Smart Desk Lamp', 'স্মার্ট ডেস্ক ল্যাম্প', 'Aqlli stol chirog‘i'],
    subTitle: [
      '无频闪护眼，App调光',
      '無頻閃護眼，App調光',
      'Flicker-free, dimmable from the app',
      'ঝিকিমিকি নেই, অ্যাপ দিয়ে আলো কমানো-বাড়ানো',
      'Miltillamaydi, yorug‘ligi ilovadan sozlanadi',
    ],
    specs: [
      ['Standard', 16900, 55],
      ['Pro', 25900, 25],
    ],
    sold: 630,
  },
  {
    type: 'smart',
    title: [
      '电子墨水阅读器',
      '電子墨水閱讀器',
      'E-Ink Reader',
      'ই-ইঙ্ক রিডার',
      'Elektron siyohli o‘qish qurilmasi',
    ],
    subTitle: [
      '6英寸屏，护眼阅读',
      '6吋螢幕，護眼閱讀',
      '6-inch screen, easy on the eyes',
      '৬ ইঞ্চি পর্দা, চোখের জন্য আরামদায়ক',
      '6 dyuymli ekran, ko‘zni charchatmaydi',
    ],
    specs: [
      ['16 GB', 65800, 40],
      ['32 GB', 79800, 18],
    ],
    sold: 290,
  },
  {
    type: 'tops',
    title: [
      '纯棉圆领T恤',
      '純棉圓領T恤',
      'Cotton Crew-Neck T-Shirt',
      'সুতির গোল গলার টি-শার্ট',
      'Paxta dumaloq yoqali futbolka',
    ],
    subTitle: [
      '新疆长绒棉，柔软透气',
      '新疆長絨棉，柔軟透氣',
      'Long-staple cotton, soft and breathable',
      'লম্বা আঁশের তুলা, নরম ও আরামদায়ক',
      'Uzun tolali paxta, yumshoq va havo o‘tkazadi',
    ],
    specs: [
      ['S', 7900, 90],
      ['M', 7900, 150],
      ['L', 7900, 120],
      ['XL', 7900, 0],
    ],
    sold: 3650,
  },
  {
    type: 'tops',
    title: ['防晒衣', '防曬衣', 'Sun Protection Jacket', 'রোদ সুরক্ষা জ্যাকেট', 'Quyoshdan himoya kurtkasi'],
    subTitle: [
      'UPF50+，轻薄速干',
      'UPF50+，輕薄速乾',
      'UPF 50+, light and quick-drying',
      'UPF ৫০+, হালকা ও দ্রুত শুকায়',
      'UPF 50+, yengil va tez quriydi',
    ],
    specs: [
      ['M', 15900, 60],
      ['L', 15900, 45],
      ['XL', 15900, 20],
    ],
    sold: 870,
  },
  {
    type: 'tops',
    title: ['羊毛针织开衫', '羊毛針織開衫', 'Wool Knit Cardigan', 'উলের বোনা কার্ডিগান', 'Jun to‘qima kardigan'],
    subTitle: [
      '细腻亲肤，秋冬必备',
      '細膩親膚，秋冬必備',
      'Fine and gentle on skin, an autumn staple',
      'মসৃণ ও ত্বকবান্ধব, শীতের অপরিহার্য পোশাক',
      'Mayin va teriga yoqimli, kuz-qish uchun zarur',
    ],
    specs: [
      ['S', 39900, 20],
      ['M', 39900, 35],
      ['L', 39900, 0],
    ],
    sold: 240,
  },
  {
    type: 'shoes',
    title: [
      '轻便跑步鞋',
      '輕便跑步鞋',
      'Lightweight Running Shoes',
      'হালকা দৌড়ের জুতো',
      'Yengil yugurish krossovkasi',
    ],
    subTitle: [
      '回弹中底，透气网面',
      '回彈中底，透氣網面',
      'Springy midsole, breathable mesh',
      'স্প্রিংয়ের মতো মিডসোল, বাতাস চলাচলের জালি',
      'Prujinali taglik, havo o‘tkazuvchi to‘r',
    ],
    specs: [
      ['EU 40', 32900, 30],
      ['EU 41', 32900, 45],
      ['EU 42', 32900, 40],
      ['EU 43', 32900, 0],
    ],
    sold: 1320,
  },
  {
    type: 'shoes',
    title: ['帆布鞋', '帆布鞋', 'Canvas Sneakers', 'ক্যানভাসের স্নিকার', 'Brezent keda'],
    subTitle: [
      '经典百搭，舒适耐穿',
      '經典百搭，舒適耐穿',
      'A classic that goes with everything',
      'সব পোশাকের সঙ্গে মানানসই ক্লাসিক',
      'Hamma kiyimga mos klassika',
    ],
    specs: [
      ['EU 38', 12900, 50],
      ['EU 40', 12900, 65],
      ['EU 42', 12900, 25],
    ],
    sold: 1990,
  },
  {
    type: 'shoes',
    title: ['羊皮拖鞋', '羊皮拖鞋', 'Sheepskin Slippers', 'ভেড়ার চামড়ার চপ্পল', 'Qo‘y terisidan shippak'],
    subTitle: [
      '室内静音，柔软防滑',
      '室內靜音，柔軟防滑',
      'Quiet indoors, soft and non-slip',
      'ঘরে নিঃশব্দ, নরম ও পিছলে যায় না',
      'Uyda shovqinsiz, yumshoq va sirpanmaydi',
    ],
    specs: [
      ['EU 37–38', 8900, 70],
      ['EU 41–42', 8900, 55],
    ],
    sold: 560,
  },
  {
    type: 'bags',
    title: ['通勤双肩包', '通勤雙肩包', 'Commuter Backpack', 'অফিস যাতায়াতের ব্যাকপ্যাক', 'Har kungi ryukzak'],
    subTitle: [
      '15.6英寸电脑仓，防泼水',
      '15.6吋電腦倉，防潑水',
      '15.6-inch laptop sleeve, splash-proof',
      '১৫.৬ ইঞ্চি ল্যাপটপের খোপ, পানির ছিটা সহনশীল',
      '15,6 dyuymli noutbuk bo‘limi, suv sachrashiga chidamli',
    ],
    specs: [
      ['Black', 19900, 80],
      ['Grey', 19900, 40],
    ],
    sold: 1410,
  },
  {
    type: 'bags',
    title: ['帆布托特包', '帆布托特包', 'Canvas Tote Bag', 'ক্যানভাসের টোট ব্যাগ', 'Brezent tot sumka'],
    subTitle: [
      '大容量，可装A4',
      '大容量，可裝A4',
      'Roomy enough for A4',
      'বড় জায়গা, A4 কাগজ ধরে যায়',
      'Keng, A4 hujjatlar sig‘adi',
    ],
    specs: [
      ['Natural', 5900, 150],
      ['Black', 5900, 95],
      ['Navy', 5900, 0],
    ],
    sold: 2230,
  },
  {
    type: 'bags',
    title: ['登机行李箱', '登機行李箱', 'Carry-On Suitcase', 'কেবিন স্যুটকেস', 'Qo‘l yuki chamadoni'],
    subTitle: [
      '20英寸，静音万向轮',
      '20吋，靜音萬向輪',
      '20 inches, silent spinner wheels',
      '২০ ইঞ্চি, নিঃশব্দে ঘোরা চাকা',
      '20 dyuym, shovqinsiz aylanuvchi g‘ildiraklar',
    ],
    specs: [
      ['20 in', 45900, 35],
      ['24 in', 55900, 20],
      ['28 in', 65900, 8],
    ],
    sold: 515,
  },
  {
    type: 'kitchen',
    title: ['不粘煎锅', '不沾煎鍋', 'Non-Stick Frying Pan', 'নন-স্টিক ফ্রাইং প্যান', 'Yopishmaydigan tova'],
    subTitle: [
      '麦饭石涂层，少油少烟',
      '麥飯石塗層，少油少煙',
      'Stone coating, less oil, less smoke',
      'পাথরের প্রলেপ, কম তেল, কম ধোঁয়া',
      'Tosh qoplama, kam yog‘ va kam tutun',
    ],
    specs: [
      ['24 cm', 12900, 60],
      ['28 cm', 15900, 45],
    ],
    sold: 1105,
  },
  {
    type: 'kitchen',
    title: [
      '玻璃保鲜盒',
      '玻璃保鮮盒',
      'Glass Food Containers',
      'কাচের খাবারের বাক্স',
      'Shisha oziq-ovqat idishlari',
    ],
    subTitle: [
      '耐热玻璃，可进微波炉',
      '耐熱玻璃，可進微波爐',
      'Heat-resistant glass, microwave safe',
      'তাপসহ কাচ, মাইক্রোওয়েভে ব্যবহারযোগ্য',
      'Issiqqa chidamli shisha, mikroto‘lqinli pechga mos',
    ],
    specs: [
      ['Set of 3', 6900, 100],
      ['Set of 5', 9900, 70],
      ['Set of 10', 17900, 0],
    ],
    sold: 845,
  },
  {
    type: 'kitchen',
    title: [
      '手冲咖啡壶套装',
      '手沖咖啡壺套裝',
      'Pour-Over Coffee Set',
      'পোর-ওভার কফি সেট',
      'Qo‘lda damlash uchun qahva to‘plami',
    ],
    subTitle: [
      '细口壶、滤杯、分享壶',
      '細口壺、濾杯、分享壺',
      'Gooseneck kettle, dripper and server',
      'সরু নলের কেটলি, ড্রিপার ও পরিবেশন পাত্র',
      'Ingichka jo‘mrakli choynak, voronka va idish',
    ],
    specs: [
      ['Basic', 16800, 40],
      ['With scale', 25800, 15],
    ],
    sold: 330,
  },
  {
    type: 'bedding',
    title: [
      '全棉四件套',
      '全棉四件套',
      'Cotton Bedding Set (4 pieces)',
      'সুতির বিছানার সেট (৪ টুকরো)',
      'Paxta choyshab to‘plami (4 dona)',
    ],
    subTitle: [
      '60支长绒棉，亲肤柔软',
      '60支長絨棉，親膚柔軟',
      '60s long-staple cotton, soft on skin',
      '৬০ কাউন্টের লম্বা আঁশের তুলা, ত্বকে নরম',
      '60-raqamli uzun tolali paxta, teriga mayin',
    ],
    specs: [
      ['1.5 m bed', 39900, 40],
      ['1.8 m bed', 45900, 55],
      ['2.0 m bed', 49900, 0],
    ],
    sold: 1015,
  },
  {
    type: 'bedding',
    title: ['乳胶枕', '乳膠枕', 'Latex Pillow', 'ল্যাটেক্স বালিশ', 'Lateks yostiq'],
    subTitle: [
      '天然乳胶，护颈支撑',
      '天然乳膠，護頸支撐',
      'Natural latex that supports the neck',
      'প্রাকৃতিক ল্যাটেক্স, ঘাড়ের জন্য সঠিক সাপোর্ট',
      'Tabiiy lateks, bo‘yinni qo‘llab-quvvatlaydi',
    ],
    specs: [
      ['Standard', 15900, 90],
      ['Low', 15900, 60],
    ],
    sold: 1540,
  },
  {
    type: 'bedding',
    title: ['珊瑚绒毯', '珊瑚絨毯', 'Coral Fleece Blanket', 'কোরাল ফ্লিস কম্বল', 'Marjon tukli adyol'],
    subTitle: [
      '加厚保暖，不掉毛',
      '加厚保暖，不掉毛',
      'Thick and warm, does not shed',
      'মোটা ও উষ্ণ, লোম ঝরে না',
      'Qalin va issiq, tuk tashlamaydi',
    ],
    specs: [
      ['150 × 200 cm', 8900, 110],
      ['200 × 230 cm', 12900, 75],
    ],
    sold: 1870,
  },
];

/** A closing line of every goods description, per locale. */
export const QUALITY_LINE: Texts = [
  '正品保障，48小时内发货，7天无理由退货。',
  '正品保障，48小時內出貨，7天無理由退貨。',
  'Genuine goods, shipped within 48 hours, 7-day no-reason returns.',
  'আসল পণ্যের নিশ্চয়তা, ৪৮ ঘণ্টার মধ্যে পাঠানো হয়, ৭ দিনের মধ্যে কারণ ছাড়াই ফেরত।',
  'Asl mahsulot kafolati, 48 soat ichida jo‘natiladi, 7 kun ichida sababsiz qaytarish.',
];

/** Dictionaries: type key, its name and entries `[value, texts]`. */
export const DEMO_DICTIONARIES: { key: string; name: string; entries: [value: string, name: Texts][] }[] = [
  {
    key: 'feedbackType',
    name: '反馈类型',
    entries: [
      ['1', ['功能建议', '功能建議', 'Suggestion', 'পরামর্শ', 'Taklif']],
      ['2', ['问题反馈', '問題回饋', 'Problem report', 'সমস্যা জানানো', 'Muammo haqida xabar']],
      ['3', ['其他', '其他', 'Other', 'অন্যান্য', 'Boshqa']],
    ],
  },
  {
    key: 'complainType',
    name: '投诉类型',
    entries: [
      ['1', ['商品质量', '商品品質', 'Product quality', 'পণ্যের মান', 'Mahsulot sifati']],
      ['2', ['物流配送', '物流配送', 'Delivery', 'ডেলিভারি', 'Yetkazib berish']],
      [
        '3',
        [
          '客服态度',
          '客服態度',
          'Customer service attitude',
          'গ্রাহকসেবার আচরণ',
          'Xizmat ko‘rsatish munosabati',
        ],
      ],
      ['4', ['虚假宣传', '虛假宣傳', 'False advertising', 'মিথ্যা বিজ্ঞাপন', 'Yolg‘on reklama']],
    ],
  },
  {
    key: 'orderCancelReason',
    name: '订单取消原因',
    entries: [
      ['1', ['不想要了', '不想要了', 'I no longer want it', 'আর চাই না', 'Endi kerak emas']],
      ['2', ['地址填错了', '地址填錯了', 'Wrong address', 'ভুল ঠিকানা দিয়েছি', 'Manzil noto‘g‘ri kiritilgan']],
      ['3', ['重复下单', '重複下單', 'Ordered twice', 'দুবার অর্ডার হয়ে গেছে', 'Ikki marta buyurtma berildi']],
      ['4', ['其他原因', '其他原因', 'Other reason', 'অন্য কারণ', 'Boshqa sabab']],
    ],
  },
  {
    key: 'orderRefundReason',
    name: '退款原因',
    entries: [
      [
        '1',
        ['商品与描述不符', '商品與描述不符', 'Not as described', 'বর্ণনার সঙ্গে মেলে না', 'Tavsifga mos emas'],
      ],
      ['2', ['质量问题', '品質問題', 'Quality problem', 'মানের সমস্যা', 'Sifat muammosi']],
      [
        '3',
        ['未按时发货', '未按時出貨', 'Not shipped on time', 'সময়মতো পাঠানো হয়নি', 'O‘z vaqtida jo‘natilmadi'],
      ],
      ['4', ['不想要了', '不想要了', 'No longer wanted', 'আর চাই না', 'Endi kerak emas']],
    ],
  },
  {
    key: 'logisticsCompany',
    name: '物流公司',
    entries: [
      ['SF', ['顺丰速运', '順豐速運', 'SF Express', 'এসএফ এক্সপ্রেস', 'SF Express']],
      ['YTO', ['圆通速递', '圓通速遞', 'YTO Express', 'ওয়াইটিও এক্সপ্রেস', 'YTO Express']],
      ['ZTO', ['中通快递', '中通快遞', 'ZTO Express', 'জেডটিও এক্সপ্রেস', 'ZTO Express']],
      ['JD', ['京东物流', '京東物流', 'JD Logistics', 'জেডি লজিস্টিকস', 'JD Logistics']],
      ['EMS', ['中国邮政EMS', '中國郵政EMS', 'China Post EMS', 'চায়না পোস্ট ইএমএস', 'Xitoy pochtasi EMS']],
    ],
  },
  {
    key: 'bankName',
    name: '银行',
    entries: [
      [
        'ICBC',
        [
          '中国工商银行',
          '中國工商銀行',
          'Industrial and Commercial Bank of China',
          'ইন্ডাস্ট্রিয়াল অ্যান্ড কমার্শিয়াল ব্যাংক অব চায়না',
          'Xitoy sanoat va tijorat banki',
        ],
      ],
      [
        'CCB',
        [
          '中国建设银行',
          '中國建設銀行',
          'China Construction Bank',
          'চায়না কনস্ট্রাকশন ব্যাংক',
          'Xitoy qurilish banki',
        ],
      ],
      [
        'ABC',
        [
          '中国农业银行',
          '中國農業銀行',
          'Agricultural Bank of China',
          'অ্যাগ্রিকালচারাল ব্যাংক অব চায়না',
          'Xitoy qishloq xo‘jaligi banki',
        ],
      ],
      ['BOC', ['中国银行', '中國銀行', 'Bank of China', 'ব্যাংক অব চায়না', 'Xitoy banki']],
      ['CMB', ['招商银行', '招商銀行', 'China Merchants Bank', 'চায়না মার্চেন্টস ব্যাংক', 'China Merchants Bank']],
    ],
  },
];

/** Hot search keywords ("search findings"). */
export const DEMO_HOT_KEYWORDS = ['龙井', '咖啡', '蓝牙耳机', '坚果', '充电器', 'T恤', '双肩包', '四件套'];

/** Coupons on offer: title, description, reduction and threshold in cents, number. */
export const DEMO_COUPONS: {
  title: string;
  description: string;
  amount: number;
  fullAmount: number;
  num: number;
}[] = [
  { title: '新人专享5元券', description: '无门槛，全场通用', amount: 500, fullAmount: 0, num: 5000 },
  { title: '满99减10', description: '全场商品满99元可用', amount: 1000, fullAmount: 9900, num: 2000 },
  { title: '满199减30', description: '全场商品满199元可用', amount: 3000, fullAmount: 19900, num: 1000 },
  { title: '满499减80', description: '全场商品满499元可用', amount: 8000, fullAmount: 49900, num: 300 },
];

/** Home banners: title, in-app path and hue. */
export const DEMO_BANNERS: { title: string; path: string; hue: number }[] = [
  { title: '春茶上新', path: '/pages/goods/list', hue: 100 },
  { title: '数码好物节', path: '/pages/goods/list', hue: 215 },
  { title: '领券中心', path: '/pages/market/coupon', hue: 12 },
];

export const USER_AGREEMENT = `欢迎使用商城。
1. 您注册并登录后即可浏览、购买商品，并使用账户余额支付。
2. 请妥善保管账号和密码，因您保管不善造成的损失由您自行承担。
3. 商品价格、库存以下单时页面显示为准；订单支付后商家将尽快发货。
4. 您可在确认收货前申请退款或回购，具体以订单页面提示为准。
5. 请勿利用本平台从事违法活动，否则我们有权暂停或注销您的账号。`;

export const PRIVACY_POLICY = `我们重视您的隐私。
1. 我们收集的信息：注册信息（用户名或手机号）、收货地址、银行卡信息（仅显示后四位）及订单记录。
2. 信息用途：仅用于完成订单、配送、售后和账户安全，不会出售给任何第三方。
3. 信息存储：数据存储在安全的服务器上，密码经过不可逆加密处理。
4. 您的权利：您可以随时查看、修改个人信息，或注销账号。
5. 如有疑问，请通过在线客服联系我们。`;
