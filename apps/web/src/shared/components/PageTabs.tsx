import { useContext, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import useStyle from 'antd/es/tabs/style'
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls'
import { ConfigContext } from 'antd/es/config-provider'

export interface PageTab {
  key: string
  label: ReactNode
  /** Drawn only while the tab is open. */
  children: ReactNode
  /** Pointed at: a chance to fetch the tab's code before the click. */
  onIntent?: () => void
}

/**
 * A page's tabs as antd draws its line Tabs (the same elements, classes and styles), only the open
 * tab's content drawn. antd's Tabs measure every tab as they mount, for the sliding ink bar and the
 * overflow menu: a forced layout in the first render of the page that shows them. These tabs never
 * overflow (a few short words) and their ink bar sits under the open tab by CSS, so nothing is
 * measured. Keys as antd's: arrows, Home and End move to a tab and open it.
 */
export function PageTabs({ items, activeKey, onChange }: { items: PageTab[]; activeKey: string; onChange: (key: string) => void }) {
  const { getPrefixCls } = useContext(ConfigContext)
  const prefixCls = getPrefixCls('tabs')
  const rootCls = useCSSVarCls(prefixCls)
  const [hashId, cssVarCls] = useStyle(prefixCls, rootCls)
  const id = useId()
  const buttons = useRef(new Map<string, HTMLDivElement>())
  const active = items.find((item) => item.key === activeKey) ?? items[0]

  const openAt = (index: number) => {
    const item = items[(index + items.length) % items.length]!
    onChange(item.key)
    buttons.current.get(item.key)?.focus()
  }
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, () => void> = {
      ArrowRight: () => openAt(index + 1),
      ArrowLeft: () => openAt(index - 1),
      Home: () => openAt(0),
      End: () => openAt(items.length - 1),
      Enter: () => openAt(index),
      ' ': () => openAt(index),
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    move()
  }

  return (
    <div className={[prefixCls, `${prefixCls}-top`, hashId, cssVarCls, rootCls].join(' ')}>
      <div role="tablist" aria-orientation="horizontal" className={`${prefixCls}-nav`}>
        <div className={`${prefixCls}-nav-wrap`}>
          <div className={`${prefixCls}-nav-list`}>
            {items.map((item, index) => {
              const open = item.key === active?.key
              return (
                <div key={item.key} data-node-key={item.key} className={`${prefixCls}-tab${open ? ` ${prefixCls}-tab-active` : ''}`}>
                  <div
                    ref={(element) => {
                      if (element) buttons.current.set(item.key, element)
                      else buttons.current.delete(item.key)
                    }}
                    role="tab"
                    id={`${id}-tab-${item.key}`}
                    aria-selected={open}
                    aria-controls={`${id}-panel-${item.key}`}
                    tabIndex={open ? 0 : -1}
                    className={`${prefixCls}-tab-btn`}
                    onClick={() => onChange(item.key)}
                    onKeyDown={(event) => onKeyDown(event, index)}
                    onMouseEnter={item.onIntent}
                  >
                    {item.label}
                  </div>
                  {open && <div className={`${prefixCls}-ink-bar`} style={{ left: 0, width: '100%' }} />}
                </div>
              )
            })}
          </div>
        </div>
      </div>
      {active && (
        <div className={`${prefixCls}-body-holder`}>
          <div className={`${prefixCls}-body ${prefixCls}-body-top`}>
            <div
              key={active.key}
              role="tabpanel"
              tabIndex={0}
              id={`${id}-panel-${active.key}`}
              aria-labelledby={`${id}-tab-${active.key}`}
              className={`${prefixCls}-content ${prefixCls}-content-active`}
            >
              {active.children}
            </div>
          </div>
        </div>
      )}
    </div>
  )
}
