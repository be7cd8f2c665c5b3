import { PageSpin } from '@shop/shared-ui';

// Placeholder until the catalogue pages land.
export default function BrandList() {
  return <PageSpin />;
}
