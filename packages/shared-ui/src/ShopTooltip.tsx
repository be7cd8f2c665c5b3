import Tooltip, { type TooltipProps } from 'antd/es/tooltip';
import { TOOLTIP_MAX_WIDTH } from './zIndex';

export type ShopTooltipProps = TooltipProps & {
  /** default 350 px (SPEC §9) */
  maxWidth?: number;
};

type TooltipStyles = NonNullable<TooltipProps['styles']>;

/** antd Tooltip whose bubble is at most 350 px wide, so long part descriptions wrap instead of spanning the page. */
export function ShopTooltip({ maxWidth = TOOLTIP_MAX_WIDTH, styles, ...rest }: ShopTooltipProps) {
  const merged: TooltipStyles =
    typeof styles === 'function'
      ? (info) => {
          const own = styles(info);
          return { ...own, root: { ...own?.root, maxWidth } };
        }
      : { ...styles, root: { ...styles?.root, maxWidth } };
  return <Tooltip {...rest} styles={merged} />;
}
