// Build-time only (web/src/prerender.tsx → scripts/build-web.ts): one of each antd component the
// screens use, in the states that have their own styles, so antd's styles for all of them can be
// extracted into one static stylesheet. A component missing here still works: antd then writes its
// styles at run time, as it did before.
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Empty,
  Form,
  Input,
  message,
  Modal,
  notification,
  Popconfirm,
  Popover,
  Radio,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';

const { _InternalPanelDoNotUseOrYouWillBeFired: MessagePanel } = message;
const { _InternalPanelDoNotUseOrYouWillBeFired: NotificationPanel } = notification;

export function AntdCatalogue() {
  return (
    <App>
      <Space wrap>
        <Button>a</Button>
        <Button type="primary" size="large">
          a
        </Button>
        <Button type="link" danger loading>
          a
        </Button>
        <Button type="text" icon={<span />} />
        <Space.Compact>
          <Button>a</Button>
          <Input />
        </Space.Compact>
      </Space>
      {(['success', 'info', 'warning', 'error'] as const).map((type) => (
        <Alert key={type} type={type} title="a" description="b" showIcon closable />
      ))}
      <Typography.Title level={2}>a</Typography.Title>
      <Typography.Paragraph type="secondary">a</Typography.Paragraph>
      <Typography.Text strong>a</Typography.Text>
      <Typography.Link>a</Typography.Link>
      <Skeleton active />
      <Skeleton.Button active />
      <Skeleton.Input active />
      <Card title="a" size="small" loading={false}>
        a
      </Card>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          a
        </Col>
      </Row>
      <Result status="success" title="a" subTitle="b" />
      <Result status="error" title="a" />
      <Result status="info" title="a" />
      <Result status="warning" title="a" />
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      <Tag color="success">a</Tag>
      <Spin />
      <Checkbox checked>a</Checkbox>
      <Checkbox.Group options={['a']} />
      <Radio.Group options={['a', 'b']} value="a" />
      <Radio.Group optionType="button" options={['a']} />
      <Form layout="vertical">
        <Form.Item label="a" required help="b" validateStatus="error">
          <Input />
        </Form.Item>
        <Form.Item label="a">
          <Input.Password />
        </Form.Item>
        <Form.Item label="a">
          <Input.TextArea />
        </Form.Item>
        <Form.Item label="a">
          <Select options={[{ value: 1, label: 'a' }]} />
        </Form.Item>
      </Form>
      <Table
        size="small"
        columns={[{ title: 'a', dataIndex: 'a', key: 'a' }]}
        dataSource={[{ key: 1, a: 'a' }]}
        pagination={{ pageSize: 1, total: 2 }}
      />
      <Select._InternalPanelDoNotUseOrYouWillBeFired options={[{ value: 1, label: 'a' }]} />
      <Popover._InternalPanelDoNotUseOrYouWillBeFired title="a" content="b" />
      <Popconfirm._InternalPanelDoNotUseOrYouWillBeFired title="a" />
      <Modal._InternalPanelDoNotUseOrYouWillBeFired title="a">a</Modal._InternalPanelDoNotUseOrYouWillBeFired>
      <Modal._InternalPanelDoNotUseOrYouWillBeFired type="confirm" title="a" />
      <MessagePanel type="success" content="a" />
      <NotificationPanel type="success" title="a" />
    </App>
  );
}
