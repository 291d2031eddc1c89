// antd's RangePicker for a form on a page's first sight (the coverage filters), its code loaded when
// the picker is first wanted. Closed, a range picker is two text boxes in a frame: this draws that,
// with antd's own picker styles, until the pointer comes near it (its code starts loading) or one of
// its boxes takes the focus or a press (the real picker takes its place, focused in the same box, and
// open when pressed, as antd's opens on a press). The calendar, the date parsing and the pickers'
// engine (about 25 KiB gzip) stay out of the page's first load.
import { lazy, Suspense, useContext, useEffect, useId, useRef, useState, type ComponentProps, type RefObject } from 'react'
import type { DatePicker } from 'antd'
import { SwapRightOutlined, CalendarOutlined } from '@ant-design/icons'
import useStyle from 'antd/es/date-picker/style'
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls'
import { ConfigContext } from 'antd/es/config-provider'
import { FormItemInputContext } from 'antd/es/form/context'
import { getMergedStatus, getStatusClassNames } from 'antd/es/_util/statusUtils'
import type { Dayjs } from 'dayjs'
import type { PickerRef, RangePickerRef } from '@rc-component/picker/es/interface'

type RangePickerProps = ComponentProps<typeof DatePicker.RangePicker>
type Box = 0 | 1
interface Wanted {
  box: Box
  open: boolean
}

const loadPicker = () => import('antd/es/date-picker')
const RangePicker = lazy(async () => ({ default: (await loadPicker()).default.RangePicker }))

/** What each box is, its name for screen readers (antd's boxes have only their placeholders) and its placeholder. */
const BOXES = ['Start date', 'End date']

/**
 * antd's RangePicker, drawn closed without its code until it is wanted (see above). Each box has a
 * name of its own, Start date and End date (after the form's label, which names the first box too).
 */
export function RangePickerOnDemand({ id, ...props }: Omit<RangePickerProps, 'id'> & { id?: string }) {
  const [wanted, setWanted] = useState<Wanted | null>(null)
  // The form item's id is the first box's (its label points there); the second box's follows from it.
  const own = useId()
  const ids = [id ?? own, `${id ?? own}-end`] as const
  return (
    <>
      {wanted === null ? (
        <ClosedRangePicker {...props} ids={ids} onWanted={setWanted} />
      ) : (
        <Suspense fallback={<ClosedRangePicker {...props} ids={ids} />}>
          <FocusedRangePicker {...props} id={{ start: ids[0], end: ids[1] }} box={wanted.box} defaultOpen={wanted.open} />
        </Suspense>
      )}
      {ids.map((box, index) => (
        <label key={box} htmlFor={box} className="visually-hidden">
          {BOXES[index]}
        </label>
      ))}
    </>
  )
}

function FocusedRangePicker({ box, ...props }: RangePickerProps & { box: Box }) {
  // antd types the ref as a single picker's; the range picker's focus takes the box's index.
  const picker = useRef<RangePickerRef>(null)
  useEffect(() => picker.current?.focus(box), [box])
  return <RangePicker {...props} ref={picker as unknown as RefObject<PickerRef>} />
}

const text = (date: Dayjs | null | undefined, format: RangePickerProps['format']) => {
  const first = Array.isArray(format) ? format[0] : format
  return date ? date.format(typeof first === 'string' ? first : undefined) : ''
}

/** The closed picker as antd draws it: the same elements, classes and styles. Read-only until its code is there. */
function ClosedRangePicker({
  ids,
  value,
  format,
  placeholder,
  className,
  style,
  status,
  onWanted,
  ...rest
}: RangePickerProps & { ids: readonly [string, string]; onWanted?: (wanted: Wanted) => void }) {
  const { getPrefixCls } = useContext(ConfigContext)
  const prefixCls = getPrefixCls('picker')
  const rootCls = useCSSVarCls(prefixCls)
  const [hashId, cssVarCls] = useStyle(prefixCls, rootCls)
  const formItem = useContext(FormItemInputContext)
  const aria = { 'aria-invalid': rest['aria-invalid'], 'aria-describedby': rest['aria-describedby'] }
  const box = (index: Box, edge = index ? 'end' : 'start') => (
    <div className={`${prefixCls}-input ${prefixCls}-input-${edge}`}>
      <input
        {...aria}
        id={ids[index]}
        readOnly
        autoComplete="off"
        size={13}
        placeholder={placeholder?.[index] ?? BOXES[index]}
        date-range={edge}
        value={text(value?.[index], format)}
        onFocus={() => onWanted?.({ box: index, open: false })}
      />
    </div>
  )
  return (
    <div
      className={[
        prefixCls,
        `${prefixCls}-range`,
        `${prefixCls}-outlined`,
        getStatusClassNames(prefixCls, getMergedStatus(formItem.status, status), formItem.hasFeedback),
        hashId,
        cssVarCls,
        rootCls,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      style={style}
      onPointerEnter={() => void loadPicker().catch(() => undefined)}
      // A press opens the picker on its box; on the frame (the arrow, the icon), on the first box.
      onMouseDown={(event) => {
        event.preventDefault()
        onWanted?.({ box: (event.target as Element).id === ids[1] ? 1 : 0, open: true })
      }}
    >
      {box(0)}
      <div className={`${prefixCls}-range-separator`}>
        <span aria-hidden="true" className={`${prefixCls}-separator`}>
          <SwapRightOutlined />
        </span>
      </div>
      {box(1)}
      <div className={`${prefixCls}-active-bar`} style={{ position: 'absolute', width: 0 }} />
      <span className={`${prefixCls}-suffix`}>
        <CalendarOutlined aria-hidden="true" />
      </span>
    </div>
  )
}
