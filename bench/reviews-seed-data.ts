// What bench:reviews' rows say: activity titles, review texts, customers' names (three in four
// Chinese), made up and deterministic.

const SURNAMES = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余于杜叶程苏魏吕丁任沈姚卢',
];
const GIVEN = [
  ...'伟芳娜敏静丽强磊洋艳勇军杰涛明超霞平刚桂英华玉兰萍红鹏辉玲丹宁飞斌浩凯俊帅鑫雪琳晨欣怡',
  ...['秀英', '子轩', '浩然', '梓涵', '一诺', '欣怡', '雨泽', '思远', '嘉怡', '俊杰', '三', '书涵'],
  ...['诗琪', '宇航', '晓明', '建国', '海燕', '志强', '佳琪', '文博', '天宇', '淑珍', '少华', '昊'],
];
const LATIN_FIRST = [
  ...['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Lucas', 'Mia', 'Ethan', 'Zoe', 'Sophie', 'Jack'],
  ...['Hannah', 'Leo', 'Chloe', 'Oscar', 'Grace', 'Daniel', 'Ruby', 'Samuel', 'Isla', 'Zachary'],
];
const LATIN_LAST = [
  ...[
    'Smith',
    'Brown',
    'Wilson',
    'Taylor',
    'Clarke',
    'Walker',
    'Wright',
    'Hall',
    'Green',
    'Moreau',
  ],
  ...['Schmidt', 'Rossi', 'Tanaka', 'Kim', 'Nguyen', 'Silva', 'Evans', 'Stone', 'Young', 'Ward'],
];
export const TITLES = [
  '陶艺体验课',
  'City Walk 老城漫步',
  '茶艺品鉴',
  'Yoga Morning',
  '少儿编程营',
  '木工坊',
];
export const REVIEW_TEXTS = [
  '老师很耐心，作品烧出来很漂亮，下次还来！',
  '环境不错，就是人有点多，等了二十分钟。',
  'Lovely afternoon, the host explained everything twice and the tea was great.',
  '性价比很高，推荐带孩子一起参加。',
  '签到流程有点乱，希望改进。',
  'Too crowded and the session started late. Not worth the price.',
  '第二次参加了，依然很满意 👍',
  '材料准备得很充分，拍照也很出片。',
];

/** A deterministic spread of names: three in four Chinese, one in four Latin. */
export function customerName(i: number) {
  const pick = <T>(list: T[], seed: number) => list[Math.abs(seed) % list.length]!;
  const h = Math.imul(i ^ 0x5bd1e995, 0x27d4eb2d) >>> 0;
  if (h % 4 === 3) return `${pick(LATIN_FIRST, h >>> 3)} ${pick(LATIN_LAST, h >>> 11)}`;
  return pick(SURNAMES, h >>> 3) + pick(GIVEN, h >>> 11);
}
