// Issue 6: the merchant's public profile; every member reads it, shop:edit saves it.
export const shopProfileKey = (merchantId: number | null) => [
  'merchant',
  merchantId,
  'shop-profile',
];
