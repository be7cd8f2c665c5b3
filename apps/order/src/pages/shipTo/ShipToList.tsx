import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { Link } from 'react-router';
import { useShipToDeleteMutation, useShipToSearchQuery, useShipToUpdateMutation } from '@shop/api-clients/shipTo/api';
import { ShipToMessages, type ShipTo } from '@shop/api-clients/shipTo/types';
import { href } from '@shop/routes';
import { useSession } from '@shop/session';
import { errorText } from '@shop/shared-ui';
import { notify } from '@shop/shared-ui/notify';
import { SignInNotice } from '../../components/PageState';
import { DIGITS_STYLE, fullAddress, organisation } from './addressText';
import { ShipToForm } from './ShipToForm';

const MUTED = { color: 'rgba(0,0,0,0.45)' } as const;

/** The actions of one address: edit, make it the default, delete (after a confirmation). */
function RowActions({ shipTo, onEdit }: { shipTo: ShipTo; onEdit: (s: ShipTo) => void }) {
  const [update, updating] = useShipToUpdateMutation();
  const [remove, removing] = useShipToDeleteMutation();
  const makeDefault = async () => {
    try {
      await update({ shipToId: shipTo.shipToId, isDefault: true }).unwrap();
      notify('已设为默认收货地址', 'success');
    } catch (e) {
      notify(errorText(e, '设置失败，请稍后重试'), 'error');
    }
  };
  const doDelete = async () => {
    try {
      await remove({ shipToId: shipTo.shipToId }).unwrap();
      notify('收货地址已删除', 'success');
    } catch (e) {
      notify(errorText(e, '删除失败，请稍后重试'), 'error');
    }
  };
  // 设为默认 comes last, so 编辑 and 删除 line up on every row whether or not it is offered
  return (
    <Space size={4} wrap={false}>
      <Button type="link" size="small" onClick={() => onEdit(shipTo)}>
        编辑
      </Button>
      <Popconfirm
        title="删除这个收货地址？"
        description={shipTo.isDefault ? '它是默认地址，删除后最新添加的地址将成为默认地址。' : '删除后不能恢复。'}
        okText="删除"
        cancelText="取消"
        okButtonProps={{ danger: true }}
        onConfirm={() => doDelete()}
      >
        <Button type="link" size="small" danger loading={removing.isLoading}>
          删除
        </Button>
      </Popconfirm>
      {shipTo.isDefault ? null : (
        <Button type="link" size="small" loading={updating.isLoading} onClick={() => void makeDefault()}>
          设为默认
        </Button>
      )}
    </Space>
  );
}

/**
 * /order/ship-to/list: the address book checkout picks from. A company's addresses are shared by all its users; only
 * those the server calls `manageable` (customerInfo's shipToManageFlag '1', or an individual customer) get the buttons.
 */
export default function ShipToList() {
  const { isLoggedIn } = useSession();
  const book = useShipToSearchQuery({ pageNo: 1, pageSize: 100 }, { skip: !isLoggedIn, refetchOnMountOrArgChange: true });
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<ShipTo | null>(null);

  if (!isLoggedIn) return <SignInNotice />;

  const data = book.data;
  const manageable = data?.manageable ?? false;
  const full = !!data && data.totalCount >= data.maxCount;
  const openForm = (s: ShipTo | null) => {
    setEditing(s);
    setFormOpen(true);
  };

  return (
    <Card
      title="收货地址管理"
      size="small"
      data-testid="ship-to-list"
      extra={
        <Space size={16}>
          {data ? (
            <span style={MUTED} data-testid="ship-to-count">
              已保存 {data.totalCount} / {data.maxCount} 个
            </span>
          ) : null}
          <Link to={href('ShipToDemo')}>面单打印示例</Link>
          {manageable ? (
            <Button type="primary" disabled={full} onClick={() => openForm(null)} title={full ? ShipToMessages.LIMIT_REACHED : undefined}>
              新增收货地址
            </Button>
          ) : null}
        </Space>
      }
    >
      {data && !manageable ? (
        <Alert type="info" showIcon title={ShipToMessages.READ_ONLY_NOTE} style={{ marginBottom: 12 }} data-testid="ship-to-read-only" />
      ) : null}
      {full && manageable ? <Alert type="warning" showIcon title={ShipToMessages.LIMIT_REACHED} style={{ marginBottom: 12 }} /> : null}
      {book.error ? (
        <Alert
          type="error"
          showIcon
          title={errorText(book.error, '收货地址加载失败')}
          action={
            <Button size="small" onClick={() => void book.refetch()}>
              重新加载
            </Button>
          }
          data-testid="ship-to-load-error"
        />
      ) : (
        <Table<ShipTo>
          size="small"
          rowKey="shipToId"
          loading={book.isFetching}
          dataSource={data?.shipToList ?? []}
          pagination={false}
          locale={{ emptyText: manageable ? '还没有收货地址，请先新增一个，下单时即可选择' : '暂无收货地址' }}
          columns={[
            {
              title: '收货人',
              dataIndex: 'receiverName',
              width: 140,
              render: (_: unknown, s) => (
                <Space size={6}>
                  <span>{s.receiverName}</span>
                  {s.isDefault ? <Tag color="blue">默认</Tag> : null}
                </Space>
              ),
            },
            {
              title: '收货地址',
              key: 'address',
              render: (_: unknown, s) => (
                <div>
                  <div>{fullAddress(s)}</div>
                  {organisation(s) ? <div style={MUTED}>{organisation(s)}</div> : null}
                </div>
              ),
            },
            {
              title: '邮政编码',
              dataIndex: 'zipCode',
              width: 90,
              render: (v: string) => <span style={DIGITS_STYLE}>{v}</span>,
            },
            {
              title: '联系电话',
              key: 'phones',
              width: 150,
              render: (_: unknown, s) => (
                <div style={DIGITS_STYLE}>
                  {s.mobile ? <div>{s.mobile}</div> : null}
                  {s.tel ? <div style={s.mobile ? MUTED : undefined}>{s.tel}</div> : null}
                </div>
              ),
            },
            ...(manageable
              ? [
                  {
                    title: '操作',
                    key: 'actions',
                    width: 200,
                    render: (_: unknown, s: ShipTo) => <RowActions shipTo={s} onEdit={(x) => openForm(x)} />,
                  },
                ]
              : []),
          ]}
        />
      )}
      {manageable && formOpen ? <ShipToForm editing={editing} onClose={() => setFormOpen(false)} /> : null}
    </Card>
  );
}
