import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Button from 'antd/es/button';
import Table from 'antd/es/table';
import DatePicker from 'antd/es/date-picker';

const STATUS = ['待确认', '待付款', '备货中', '已发货', '已完成', '已取消'].map((s) => ({ value: s, label: s }));

/** /order/list: order search by number, part number, date and status. */
export default function OrderList() {
  return (
    <Card title="订单查询" size="small" data-testid="order-list">
      <Form layout="inline" style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item label="订单号" name="orderSlipNumber">
          <Input allowClear maxLength={20} placeholder="如 SO2026…" />
        </Form.Item>
        <Form.Item label="型号" name="partNumber">
          <Input allowClear maxLength={64} />
        </Form.Item>
        <Form.Item label="下单日期" name="range">
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Select allowClear options={STATUS} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
        </Form.Item>
      </Form>
      <Table
        size="small"
        rowKey="orderSlipNumber"
        dataSource={[]}
        columns={[
          { title: '订单号', dataIndex: 'orderSlipNumber' },
          { title: '下单日期', dataIndex: 'orderDate' },
          { title: '商品型号', dataIndex: 'partNumber' },
          { title: '数量', dataIndex: 'quantity', align: 'right' },
          { title: '金额（含税）', dataIndex: 'amount', align: 'right' },
          { title: '状态', dataIndex: 'status' },
        ]}
      />
    </Card>
  );
}
