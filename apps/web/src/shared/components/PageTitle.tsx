import { useCallback, useEffect, useRef, type ReactNode } from 'react'
import { Breadcrumb, Flex, Typography } from 'antd'
// antd's `theme` object brings the dark and compact algorithms too; its token hook alone is enough (SimpleList.tsx).
import { useToken } from 'antd/es/theme/internal'
import { Link, useLocation, useNavigate, type NavigateOptions, type To } from 'react-router'

export interface Crumb {
  label: ReactNode
  to?: string
}

/**
 * Page heading: optional breadcrumb, the title and the page's primary actions on the right. The title
 * is the screen's one h1 (a screen reader's first landmark), at the size of antd's level 2. It can take
 * the focus (tabIndex -1, not a Tab stop) and does when an action opened the page (`useOpenResult`).
 */
export function PageTitle({ title, crumbs, actions, subtitle }: { title: ReactNode; crumbs?: Crumb[]; actions?: ReactNode; subtitle?: ReactNode }) {
  const [, token] = useToken()
  const titleRef = useResultFocus<HTMLHeadingElement>()
  return (
    <div style={{ marginBottom: 20 }}>
      {crumbs && (
        <Breadcrumb style={{ marginBottom: 8 }} items={crumbs.map((crumb) => ({ title: crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label }))} />
      )}
      <Flex justify="space-between" align="center" gap={16} wrap>
        <div style={{ minWidth: 0 }}>
          <Typography.Title
            ref={titleRef}
            tabIndex={-1}
            level={1}
            style={{ margin: 0, fontSize: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2 }}
          >
            {title}
          </Typography.Title>
          {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
        </div>
        {actions && (
          <Flex gap={8} wrap>
            {actions}
          </Flex>
        )}
      </Flex>
    </div>
  )
}

/**
 * After an action that opens its result (a save that goes to the record's page), the focus goes to
 * that page's h1, so a keyboard or screen-reader user starts from what was made instead of from
 * `<body>`. The navigation says so in its state; `PageTitle` takes the focus once per such entry.
 */
interface OpenResultState {
  focusTitle?: boolean
}

/** `navigate`, for an action's result: the page it opens takes the focus on its title. */
export function useOpenResult(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate()
  return useCallback(
    (to: To, options?: NavigateOptions) => void navigate(to, { ...options, state: { ...(options?.state as object), focusTitle: true } }),
    [navigate],
  )
}

/** The history entries whose title took the focus: once each, not again when the page draws again, a tab changes or Back returns to it. */
const focusedFor = new Set<string>()

/** A ref for the page's title: focused when the page was opened by `useOpenResult`. */
function useResultFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const location = useLocation()
  const wanted = !!(location.state as OpenResultState | null)?.focusTitle
  useEffect(() => {
    if (!wanted || focusedFor.has(location.key) || !ref.current) return
    focusedFor.add(location.key)
    ref.current.focus({ preventScroll: true })
  }, [wanted, location.key])
  return ref
}
