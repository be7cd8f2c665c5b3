import { useState } from 'react';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Typography from 'antd/es/typography';
import WechatOutlined from '@ant-design/icons/es/icons/WechatOutlined';
import { useWechatStatusQuery, useWechatUnbindMutation } from '@shop/api-clients/user/wechatApi';
import { wechatErrorText } from './wechatErrorText';
import './wechat.css';

/**
 * The signed-in user's WeChat binding with a 解绑 button (PUT /api/user/v1/wechat/unbind, confirmed first).
 * For the account settings of the personal centre; other remotes call the same endpoints (wechatStatus,
 * wechatUnbind of @shop/api-clients/user/wechatApi).
 */
export function WechatUnbindControl() {
  const { data, isLoading } = useWechatStatusQuery();
  const [unbind, { isLoading: unbinding }] = useWechatUnbindMutation();
  const [error, setError] = useState<string | null>(null);

  if (isLoading || !data) return null;
  if (!data.bound) {
    return (
      <span className="wx-binding" data-testid="wechat-binding">
        <WechatOutlined />
        <span>未绑定微信</span>
        <Typography.Text type="secondary">（使用微信扫码登录时可绑定）</Typography.Text>
      </span>
    );
  }
  const onUnbind = async () => {
    setError(null);
    try {
      await unbind().unwrap();
    } catch (e) {
      setError(wechatErrorText(e));
    }
  };
  return (
    <span className="wx-binding" data-testid="wechat-binding">
      <Avatar size={24} shape="square" src={data.headimgurl ?? undefined} icon={<WechatOutlined />} />
      <span>已绑定微信：{data.nickname || '未命名'}</span>
      <Popconfirm
        title="解绑微信"
        description="解绑后将不能再用该微信扫码登录此账号，确定解绑吗？"
        okText="解绑"
        cancelText="取消"
        onConfirm={() => onUnbind()}
      >
        <Button size="small" danger loading={unbinding} data-testid="wechat-unbind">
          解绑
        </Button>
      </Popconfirm>
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </span>
  );
}
