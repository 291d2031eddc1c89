import { Flex, Spin, Typography } from 'antd'

/**
 * Stands in for a screen, a tab or a map while its code loads: announced to screen readers, said
 * in words, and as tall as what it stands for (`height`) so nothing below it jumps.
 */
export function PageLoading({ label = 'Loading…', height }: { label?: string; height?: number }) {
  return (
    <Flex role="status" aria-live="polite" justify="center" align="center" gap={12} style={height ? { height } : { padding: 48 }}>
      <Spin />
      <Typography.Text type="secondary">{label}</Typography.Text>
    </Flex>
  )
}
