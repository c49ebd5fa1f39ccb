import { Image, Text } from '@mantine/core';
import { useCurrentShop } from '../api/get-current-shop';

/** The user's shop in the header: its logo and name; its colour is the header's accent line (useShopColor), never text colour, so any admin-chosen colour keeps the text readable. */
export function ShopBrand() {
  const shop = useCurrentShop().data?.shop;
  if (!shop) return null;
  return (
    <>
      {shop.logo_url && <Image src={shop.logo_url} alt={`Logo di ${shop.name}`} h={36} w={36} fit="contain" data-testid="shop-logo" />}
      <Text size="sm" fw={600} visibleFrom="lg" truncate maw={200} data-testid="shop-name">
        {shop.name}
      </Text>
    </>
  );
}

/** The shop's colour, or null: the header's accent line. */
export function useShopColor(): string | null {
  return useCurrentShop().data?.shop?.color ?? null;
}
