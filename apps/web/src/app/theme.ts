import type { ThemeConfig } from 'antd'

export const theme: ThemeConfig = {
  token: { colorPrimary: '#1677ff', borderRadius: 6, fontSize: 14 },
  components: { Layout: { headerBg: '#001529', bodyBg: '#f5f7fa' } },
}
