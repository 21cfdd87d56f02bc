import { brand } from '../brand';

export function BrandLogo({ height = 40 }: { height?: number }) {
  return <img src={brand.logoUrl} alt={brand.name} height={height} className="brand-logo" />;
}
