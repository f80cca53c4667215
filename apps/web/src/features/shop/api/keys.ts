// The merchant's public profile (docs/shop.md); every member reads it, shop:edit saves it.
export const shopProfileKey = (merchantId: number | null) => [
  'merchant',
  merchantId,
  'shop-profile',
];
