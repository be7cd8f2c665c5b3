import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useOrderCancelMutation, useOrderReorderMutation } from '@shop/api-clients/order/api';
import { href } from '@shop/routes';
import { errorText } from '@shop/shared-ui';
import { notify } from '@shop/shared-ui/notify';

/**
 * 取消 and 再次购买 of an order, as the list and the detail offer them. Cancel asks first (the stock and campaign units
 * go back, and it cannot be undone); reorder puts the lines into the cart and goes there.
 */
export function useOrderActions() {
  const navigate = useNavigate();
  const [cancel] = useOrderCancelMutation();
  const [reorder, reordering] = useOrderReorderMutation();

  const askCancel = useCallback(
    async (orderSlipNumber: string) => {
      const { confirmBox } = await import('@shop/shared-ui/dialogs');
      await confirmBox({
        title: '取消订单',
        content: `确定取消订单 ${orderSlipNumber} 吗？取消后不能恢复，已占用的库存和限量折扣名额将退回。`,
        okText: '取消订单',
        cancelText: '不取消',
        danger: true,
        onOk: async () => {
          try {
            await cancel({ orderSlipNumber }).unwrap();
            notify(`订单 ${orderSlipNumber} 已取消`, 'success');
          } catch (e) {
            notify(errorText(e, '取消订单失败，请稍后重试'), 'error');
          }
        },
      });
    },
    [cancel],
  );

  const reorderIntoCart = useCallback(
    async (orderSlipNumber: string) => {
      try {
        const r = await reorder({ orderSlipNumber }).unwrap();
        const skipped = r.skippedPartNumberList.length ? `；${r.skippedPartNumberList.join('、')} 已下架，未加入` : '';
        notify(`已将 ${r.addedCount} 种商品加入购物车${skipped}`, r.skippedPartNumberList.length ? 'warning' : 'success');
        if (r.addedCount > 0) void navigate(href('Cart'));
      } catch (e) {
        notify(errorText(e, '加入购物车失败，请稍后重试'), 'error');
      }
    },
    [reorder, navigate],
  );

  return { askCancel, reorderIntoCart, reordering: reordering.isLoading };
}
