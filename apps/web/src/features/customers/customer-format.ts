/** Integer cents as yuan with two decimals. */
export const formatYuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`;
