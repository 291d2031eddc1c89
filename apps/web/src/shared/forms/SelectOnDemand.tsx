// antd's Select for a choice on a page's first sight (a filter, a form's first field), its code loaded
// when the choice is first wanted. Closed, a single Select is its chosen label (or placeholder) and an
// arrow in a frame: this draws that, with antd's own Select styles, until the pointer comes near it
// (its code starts loading) or it takes the focus or a press (the real Select takes its place, focused,
// and open when pressed, as antd's opens on a press). The Select's engine (search, option list,
// keys: about 10 KiB gzip) stays out of the page's first load.
import { lazy, Suspense, useContext, useState, type CSSProperties } from 'react'
import type { Select as AntSelect, SelectProps } from 'antd'
import { DownOutlined, LoadingOutlined } from '@ant-design/icons'
import useStyle from 'antd/es/select/style'
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls'
import { ConfigContext } from 'antd/es/config-provider'
import { FormItemInputContext } from 'antd/es/form/context'
import { getMergedStatus, getStatusClassNames } from 'antd/es/_util/statusUtils'

const loadSelect = () => import('antd/es/select')
// `lazy` drops the Select's type parameter (the value's type): the same component, typed as antd's.
const Select = lazy(loadSelect) as unknown as typeof AntSelect

/** Whether a multiple Select has chosen values: its tags are measured as they are laid out, so only the real Select draws them. */
const hasTags = <Value,>({ mode, value }: SelectProps<Value>) => mode === 'multiple' && Array.isArray(value) && value.length > 0

/** What SelectOnDemand adds to antd's Select. */
interface OnDemandProps {
  /**
   * Called when the choice is first wanted (the pointer comes near, the focus, a press), before the
   * real Select shows: options that are costly to fetch can be asked for then instead of with the page.
   */
  onIntent?: () => void
}

/**
 * antd's Select, drawn closed without its code until it is wanted (see above): a single one, or a
 * multiple one with nothing chosen yet (one with tags is the real Select from the start, unfocused).
 */
export function SelectOnDemand<Value>({ onIntent, ...props }: SelectProps<Value> & OnDemandProps) {
  const [wanted, setWanted] = useState<{ open: boolean } | null>(null)
  // Tags chosen without the user (the URL changed under the page) need the real Select too.
  const shown = wanted ? { ...wanted, focus: true } : hasTags(props) ? { open: false, focus: false } : null
  if (shown === null)
    return (
      <ClosedSelect
        {...props}
        onIntent={onIntent}
        onWanted={(want) => {
          onIntent?.()
          setWanted(want)
        }}
      />
    )
  return (
    <Suspense fallback={<ClosedSelect {...props} />}>
      <Select {...props} autoFocus={shown.focus} defaultOpen={shown.open} />
    </Suspense>
  )
}

/** The closed Select as antd draws it: the same elements, classes and styles. */
function ClosedSelect<Value>({
  id,
  value,
  options,
  placeholder,
  showSearch,
  loading,
  className,
  style,
  status,
  onWanted,
  onIntent,
  ...rest
}: SelectProps<Value> & OnDemandProps & { onWanted?: (wanted: { open: boolean }) => void }) {
  const { getPrefixCls } = useContext(ConfigContext)
  const prefixCls = getPrefixCls('select')
  const rootCls = useCSSVarCls(prefixCls)
  const [hashId, cssVarCls] = useStyle(prefixCls, rootCls)
  const formItem = useContext(FormItemInputContext)
  const multiple = rest.mode === 'multiple'
  const chosenLabels = multiple && Array.isArray(value) ? value.map((one) => String(options?.find((option) => option.value === one)?.label ?? one)) : []
  const chosen = multiple ? undefined : options?.find((option) => option.value === value)
  const label = multiple ? undefined : (chosen?.label ?? (value === undefined || value === null ? undefined : String(value)))
  const classes = [
    prefixCls,
    `${prefixCls}-outlined`,
    formItem.isFormItemInput && `${prefixCls}-in-form-item`,
    getStatusClassNames(prefixCls, getMergedStatus(formItem.status, status), formItem.hasFeedback),
    rootCls,
    cssVarCls,
    hashId,
    multiple ? `${prefixCls}-multiple` : `${prefixCls}-single`,
    `${prefixCls}-show-arrow`,
    loading && `${prefixCls}-loading`,
    (showSearch || multiple) && `${prefixCls}-show-search`,
    className,
  ]
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      style={style}
      onPointerEnter={() => {
        onIntent?.()
        void loadSelect().catch(() => undefined)
      }}
      onMouseDown={(event) => {
        event.preventDefault()
        onWanted?.({ open: true })
      }}
    >
      {multiple ? (
        <div className={`${prefixCls}-content`}>
          <div className={`${prefixCls}-content-item ${prefixCls}-content-item-prefix`} style={{ opacity: 1, order: -1 }}>
            {/* Chosen values (only while the real Select's code loads) are named, not hidden behind the placeholder. */}
            {chosenLabels.length > 0 ? chosenLabels.join(', ') : <div className={`${prefixCls}-placeholder`}>{placeholder}</div>}
          </div>
          <div className={`${prefixCls}-content-item ${prefixCls}-content-item-suffix`} style={{ opacity: 1, order: 0 }}>
            {/* The width antd measures for an empty search input, as a CSS variable. */}
            <ClosedInput prefixCls={prefixCls} id={id} rest={rest} onWanted={onWanted} style={{ '--select-input-width': 4 } as CSSProperties} />
          </div>
        </div>
      ) : (
        <div
          className={`${prefixCls}-content${label === undefined ? '' : ` ${prefixCls}-content-has-value`}`}
          title={typeof label === 'string' ? label : undefined}
        >
          {label ?? <div className={`${prefixCls}-placeholder`}>{placeholder}</div>}
          <ClosedInput prefixCls={prefixCls} id={id} rest={rest} onWanted={onWanted} />
        </div>
      )}
      <div className={`${prefixCls}-suffix${loading ? ` ${prefixCls}-suffix-loading` : ''}`}>{loading ? <LoadingOutlined spin /> : <DownOutlined />}</div>
    </div>
  )
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp'])

/** The closed Select's input: focused, it asks for the real Select (closed); a key that opens a Select opens it. */
function ClosedInput({
  prefixCls,
  id,
  rest,
  onWanted,
  style,
}: {
  prefixCls: string
  id: string | undefined
  rest: Pick<SelectProps, 'aria-label' | 'aria-describedby'>
  onWanted: ((wanted: { open: boolean }) => void) | undefined
  style?: CSSProperties
}) {
  return (
    <input
      id={id}
      type="text"
      aria-label={rest['aria-label']}
      aria-describedby={rest['aria-describedby']}
      readOnly
      autoComplete="new-password"
      className={`${prefixCls}-input`}
      role="combobox"
      aria-expanded="false"
      aria-haspopup="listbox"
      aria-autocomplete="list"
      value=""
      style={style}
      onFocus={() => onWanted?.({ open: false })}
      onKeyDown={(event) => {
        // The keys that open antd's Select open this one. Enter above all: in a form, a text input
        // would submit it (a filter bar applied half-filled) while the Select's code is still loading.
        if (!OPENING_KEYS.has(event.key)) return
        event.preventDefault()
        onWanted?.({ open: true })
      }}
    />
  )
}
