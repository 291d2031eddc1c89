import { useContext, useEffect, useEffectEvent, useState } from 'react'
import { ConfigContext } from 'antd/es/config-provider'
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls'
import useStyle, { useSharedStyle } from 'antd/es/input/style'
import { SEARCH_DEBOUNCE_MS, SEARCH_TEXT_MAX, searchText } from '@mc/domain/common/search'

interface Props {
  /** The search the list shows now: from the URL (useUrlState), so Back and reload keep it. */
  value: string
  /** A new search, trimmed ('' clears it); the page writes it to the URL and goes back to page 1. */
  onSearch: (search: string) => void
  placeholder: string
  'aria-label': string
  width?: number
}

/**
 * The one search box of the console's long lists. Typing asks the server once it pauses
 * (SEARCH_DEBOUNCE_MS), Enter at once, the clear button and Escape empty it. The box follows the
 * URL when it changes under it (Back, Forward, a link), and keeps what is typed otherwise.
 * A searched list that finds nothing says so with `noResultsFor` (@mc/domain/common/search).
 *
 * A native search field dressed in antd's input classes (its styles come from antd.css, zero-runtime
 * mode), not antd's Input.Search: with that one's input, button and compact group the organization
 * page carried 357.0 KiB gzip before its first render (over the 350 KiB budget) against 343.7 KiB
 * now, the Pins tab 343.1 against 329.4 (bundle-budget.test.ts). The browser's own search field
 * brings the clear button.
 */
export function SearchBox({ value, onSearch, placeholder, 'aria-label': label, width = 320 }: Props) {
  const [text, setText] = useState(value)
  const [shownValue, setShownValue] = useState(value)
  if (value !== shownValue) {
    // The URL moved (Back, a link): the box shows its search, unless it already reads so.
    setShownValue(value)
    if (searchText(text) !== value) setText(value)
  }
  const commit = (next: string) => {
    if (next !== value) onSearch(next)
  }
  const send = useEffectEvent(commit)
  useEffect(() => {
    const timer = setTimeout(() => send(searchText(text)), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])

  const { getPrefixCls } = useContext(ConfigContext)
  const prefixCls = getPrefixCls('input')
  const rootCls = useCSSVarCls(prefixCls)
  // As antd's Input: its token variables (padding, borders) under the theme's class, and that class.
  const [hashId, themeCls] = useSharedStyle(prefixCls)
  useStyle(prefixCls, rootCls)

  return (
    <input
      type="search"
      className={[prefixCls, `${prefixCls}-outlined`, hashId, themeCls, rootCls].filter(Boolean).join(' ')}
      value={text}
      maxLength={SEARCH_TEXT_MAX}
      placeholder={placeholder}
      aria-label={label}
      style={{ width, maxWidth: '100%' }}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(searchText(text))
        if (event.key === 'Escape' && text !== '') {
          event.stopPropagation()
          event.preventDefault()
          setText('')
          commit('')
        }
      }}
    />
  )
}
