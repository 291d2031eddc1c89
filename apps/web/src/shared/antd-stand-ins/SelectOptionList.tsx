// Stands in for the option list of every antd Select (vite.config.ts: antdStandIns): the list (a
// virtual list with its scroll bar, about 7 KiB gzip) shows only in the open drop-down, so it is not
// part of a screen's first sight. It starts loading as soon as a screen with a Select does, beside
// the screen's data; a key the Select hands the list before it is there (open, then Enter at once)
// waits for it and reaches it once it has drawn its options.
import { lazy, Suspense, useCallback, useImperativeHandle, useRef, type KeyboardEvent, type Ref } from 'react'
import type { RefOptionListProps } from '@rc-component/select/es/OptionList'
import type OptionListComponent from '@rc-component/select/es/OptionList'

/** The list once its code is here: drawn at once from then on, so no key ever waits for it. */
let loadedList: typeof OptionListComponent | undefined
const load = () =>
  import('@rc-component/select/es/OptionList').then((module) => {
    loadedList = module.default
    return module
  })
const LazyOptionList = lazy(load)
void load().catch(() => undefined)

type Waiting = (list: RefOptionListProps) => void

export default function OptionListOnDemand({ ref }: { ref?: Ref<RefOptionListProps> }) {
  const list = useRef<RefOptionListProps | null>(null)
  const waiting = useRef<Waiting[]>([])
  const call = (action: Waiting) => (list.current ? action(list.current) : waiting.current.push(action))
  useImperativeHandle(
    ref,
    () => ({
      onKeyDown: (event: KeyboardEvent) => call((loaded) => loaded.onKeyDown(event)),
      onKeyUp: (event: KeyboardEvent) => call((loaded) => loaded.onKeyUp(event)),
      scrollTo: (args) => call((loaded) => loaded.scrollTo?.(args)),
    }),
    [],
  )
  // After the list's first render and effects (its active option is set then), the waiting keys.
  const attach = useCallback((loaded: RefOptionListProps | null) => {
    list.current = loaded
    if (loaded) setTimeout(() => waiting.current.splice(0).forEach((action) => action(loaded)))
  }, [])
  // React.lazy suspends a first draw even when the code has arrived, and a key pressed in between
  // would wait a turn: long enough for a click elsewhere (say, the dialog's OK) to come first.
  if (loadedList) {
    const OptionList = loadedList
    return <OptionList ref={attach} />
  }
  return (
    <Suspense fallback={null}>
      <LazyOptionList ref={attach} />
    </Suspense>
  )
}
