// Simulated storefront customers: realistic Chinese and English names, mobiles unique per run.

const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
];
const GIVEN_NAMES = [
  '伟',
  '芳',
  '娜',
  '秀英',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '洋',
  '艳',
  '勇',
  '杰',
  '婷',
];
const FIRST_NAMES = ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Lucas', 'Mia', 'Ethan', 'Grace'];
const LAST_NAMES = ['Smith', 'Brown', 'Wilson', 'Taylor', 'Clarke', 'Walker', 'Wright', 'Hughes'];
const MOBILE_PREFIXES = ['13', '15', '17', '18', '19'];

export type Person = { index: number; name: string; mobile: string };

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

/** Two in three customers get a Chinese name, the rest an English one. */
function randomName(): string {
  return Math.random() < 2 / 3
    ? `${pick(SURNAMES)}${pick(GIVEN_NAMES)}`
    : `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
}

/**
 * `count` people whose mobiles no earlier run used: 2-digit prefix + 5 digits of the run's
 * start (seconds, so runs a second apart differ; it wraps after ~27 hours) + a 4-digit index.
 */
export function peopleOfRun(count: number, startedAt: Date): Person[] {
  if (count > 10_000) throw new Error('at most 10,000 simulated customers per run');
  const run = String(Math.floor(startedAt.getTime() / 1000) % 100_000).padStart(5, '0');
  return Array.from({ length: count }, (_, index) => ({
    index,
    name: randomName(),
    mobile: `${MOBILE_PREFIXES[index % MOBILE_PREFIXES.length]}${run}${String(index).padStart(4, '0')}`,
  }));
}

export const REFUND_REASONS = [
  '行程有变，无法参加',
  '临时加班，去不了了',
  'Plans changed, sorry!',
  'Booked the wrong date',
  '孩子生病了，下次再来',
];

export const ORDER_NOTES = ['', '', '', '请安排靠窗的位置', 'Vegetarian lunch please', '需要发票'];
