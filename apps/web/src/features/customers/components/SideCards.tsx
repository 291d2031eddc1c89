import { Button, Card, Flex, Typography } from 'antd'
import { AimOutlined, FileSearchOutlined, ShopOutlined } from '@ant-design/icons'
import { useNavigate } from 'react-router'

/** Alignment card: leads to the customer's alignment screen. */
export function AlignmentCard({ customerIdentity }: { customerIdentity: string }) {
  const navigate = useNavigate()
  return (
    <Card title="Alignment">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">The stores this customer's missions are aligned to, and how many of them are deployed.</Typography.Text>
        <Button icon={<AimOutlined />} onClick={() => navigate(`/customers/${customerIdentity}/alignment`)} style={{ alignSelf: 'flex-start' }}>
          View Alignment
        </Button>
      </Flex>
    </Card>
  )
}

/** Store Search card: the two store search screens, for this customer. */
export function StoreSearchCard({ customerIdentity }: { customerIdentity: string }) {
  const navigate = useNavigate()
  const customer = encodeURIComponent(customerIdentity)
  return (
    <Card title="Store Search">
      <Flex gap={8} wrap>
        <Button icon={<FileSearchOutlined />} onClick={() => navigate(`/store_match/new?customer=${customer}`)}>
          I have a Store List
        </Button>
        <Button icon={<ShopOutlined />} onClick={() => navigate(`/store_select?customer=${customer}`)}>
          I need to find Stores
        </Button>
      </Flex>
    </Card>
  )
}
