// Demo data for stories: what a shop's server or its shoppers would supply (goods and coupon names,
// chat lines, dictionary entries), not UI wording, which comes from the app's locale files.
import type { StoryLocale } from './story-copy';

export interface SampleContent {
  goodsName: string;
  couponTitle: string;
  /** Specification class names, as a merchant names them. */
  colour: string;
  size: string;
  /** Entries of the refund-reason dictionary. */
  refundReasons: [wrongItem: string, damaged: string, noLongerNeeded: string];
  chatHello: string;
  chatReply: string;
}

export const sampleContent: Record<StoryLocale, SampleContent> = {
  'zh-Hans': {
    goodsName: '无线降噪耳机 40小时长续航 蓝牙5.3',
    couponTitle: '店铺优惠券',
    colour: '颜色',
    size: '尺寸',
    refundReasons: ['商品发错', '商品破损', '不想要了'],
    chatHello: '你好，我昨天买的耳机什么时候发货？',
    chatReply: '您好，感谢下单！今天发货，一般2-3天送达。',
  },
  'zh-tw': {
    goodsName: '無線降噪耳機 40小時長續航 藍牙5.3',
    couponTitle: '店鋪優惠券',
    colour: '顏色',
    size: '尺寸',
    refundReasons: ['商品發錯', '商品破損', '不想要了'],
    chatHello: '你好，我昨天買的耳機什麼時候出貨？',
    chatReply: '您好，感謝下單！今天出貨，一般2-3天送達。',
  },
  en: {
    goodsName: 'Wireless noise-cancelling headphones, 40-hour battery',
    couponTitle: 'Store coupon',
    colour: 'Colour',
    size: 'Size',
    refundReasons: ['Wrong item received', 'Item damaged', 'No longer needed'],
    chatHello: 'Hello! I ordered the headphones yesterday. When will they ship?',
    chatReply: 'Hi, thanks for your order. It ships today and usually arrives in 2–3 days.',
  },
  bn: {
    goodsName: 'ওয়্যারলেস নয়েজ-ক্যান্সেলিং হেডফোন, ৪০ ঘণ্টা ব্যাটারি লাইফ সহ',
    couponTitle: 'দোকানের কুপন',
    colour: 'রং',
    size: 'আকার',
    refundReasons: ['ভুল পণ্য পাওয়া গেছে', 'পণ্য ক্ষতিগ্রস্ত', 'আর প্রয়োজন নেই'],
    chatHello: 'হ্যালো! আমি গতকাল হেডফোন অর্ডার করেছি। কবে পাঠানো হবে?',
    chatReply: 'নমস্কার, অর্ডারের জন্য ধন্যবাদ। আজই পাঠানো হবে এবং সাধারণত ২–৩ দিনের মধ্যে পৌঁছে যায়।',
  },
  uz: {
    goodsName: 'Simsiz shovqinni yo‘qotuvchi quloqchinlar, 40 soatlik batareya quvvati bilan',
    couponTitle: 'Do‘kon kuponi',
    colour: 'Rangi',
    size: 'O‘lchami',
    refundReasons: ['Noto‘g‘ri mahsulot keldi', 'Mahsulot shikastlangan', 'Endi kerak emas'],
    chatHello: 'Salom! Kecha quloqchinlarga buyurtma berdim. Qachon jo‘natiladi?',
    chatReply:
      'Assalomu alaykum, buyurtmangiz uchun rahmat. Bugun jo‘natiladi va odatda 2–3 kunda yetib boradi.',
  },
};

/** The other sample goods, after the headphones, in `sampleGoods` order. */
export const otherGoodsNames = [
  'Canvas tote bag, large, water-resistant',
  'Insulated steel bottle 500 ml',
  'Everyday running shoes',
  'Smart watch with heart-rate monitor',
  'Lounge chair, oak legs',
];

/** How many of the headphones were sold. */
export const sampleSoldCount = 2381;

/** The sample coupon's validity. */
export const sampleCouponDays = { start: new Date(2025, 10, 1), end: new Date(2025, 11, 31) };

export const sampleAddress = {
  contactName: 'Li Wei',
  mobile: '13800138000',
  region: ['440000', '440300', '440305'],
  regionLabels: ['Guangdong', 'Shenzhen', 'Nanshan'],
  detail: 'Room 1203, Building 5, Science Park South Road 18',
};

/** A merchant's tag on a goods card. */
export const sampleTag = 'Free shipping';
