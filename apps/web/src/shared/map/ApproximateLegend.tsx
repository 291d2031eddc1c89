import { Flex, Typography } from 'antd'
import { APPROXIMATE_LEGEND } from './marker-style'

/** The legend entry every map shows when some of its markers stand for a ZIP centroid. */
export function ApproximateLegend() {
  return (
    <Flex align="center" gap={6} data-testid="approximate-legend">
      <span style={{ width: 12, height: 12, borderRadius: '50%', border: '2px dashed #595959', display: 'inline-block' }} />
      <Typography.Text>{APPROXIMATE_LEGEND}</Typography.Text>
    </Flex>
  )
}
