import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Button from 'antd/es/button';
import Table from 'antd/es/table';

const STATUS = ['待审核', '审核通过', '待退货', '退款中', '已完成', '已取消'].map((s) => ({ value: s, label: s }));

/** /return/list: the customer's after-sales applications. */
export default function ReturnList() {
  return (
    <Card title="我的售后" size="small" data-testid="return-list">
      <Form layout="inline" style={{ marginBottom: 12 }}>
        <Form.Item label="售后单号" name="applyNum"><Input allowClear maxLength={20} /></Form.Item>
        <Form.Item label="订单号" name="soSlipNumber"><Input allowClear maxLength={20} /></Form.Item>
        <Form.Item label="状态" name="status"><Select allowClear options={STATUS} style={{ width: 120 }} /></Form.Item>
        <Form.Item><Button type="primary" htmlType="submit">查询</Button></Form.Item>
      </Form>
      <Table
        size="small"
        rowKey="applyNum"
        dataSource={[]}
        columns={[
          { title: '售后单号', dataIndex: 'applyNum' },
          { title: '订单号', dataIndex: 'soSlipNumber' },
          { title: '型号', dataIndex: 'partNumber' },
          { title: '申请类型', dataIndex: 'type' },
          { title: '申请日期', dataIndex: 'applyDate' },
          { title: '状态', dataIndex: 'status' },
        ]}
      />
    </Card>
  );
}
