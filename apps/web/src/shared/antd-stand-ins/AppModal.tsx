// Stands in for the modal hook of antd's App (vite.config.ts: antdStandIns). The App (in the shell)
// makes `App.useApp().modal` with it, so antd's Modal and its dialog (about 8 KiB gzip) were on
// every screen, though a screen opens such a modal only after an action (a confirmation). The same
// hook loads once the page is idle, or at the first call if that comes sooner: a call made before it
// is there waits for it, and the handle it returns (destroy, update, then) reaches the modal it opens.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react'
import type { HookAPI } from 'antd/es/modal/useModal'

type Method = keyof HookAPI
type Config = Parameters<HookAPI['confirm']>[0]
type Instance = ReturnType<HookAPI['confirm']>
const METHODS: Method[] = ['info', 'success', 'error', 'warning', 'confirm']

/** Runs `task` when the browser is idle after the screen's first render (or soon, where it cannot say). */
function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2000 })
  else setTimeout(task, 200)
}

// antd's hook, in a component of its own that loads with it and hands its API up once mounted.
const RealModalHolder = lazy(async () => {
  const { default: useRealModal } = await import('antd/es/modal/useModal')
  function ModalHolder({ onReady }: { onReady: (api: HookAPI) => void }) {
    const [api, holder] = useRealModal()
    useEffect(() => onReady(api), [api, onReady])
    return holder
  }
  return { default: ModalHolder }
})

export default function useModal(): readonly [HookAPI, ReactElement] {
  const real = useRef<HookAPI | null>(null)
  const waiting = useRef<((api: HookAPI) => void)[]>([])
  const [wanted, setWanted] = useState(false)
  useEffect(() => whenIdle(() => setWanted(true)), [])
  const onReady = useCallback((api: HookAPI) => {
    real.current = api
    waiting.current.splice(0).forEach((call) => call(api))
  }, [])
  const api = useMemo(() => {
    const method =
      (name: Method) =>
      (config: Config): Instance => {
        if (real.current) return real.current[name](config)
        setWanted(true)
        const opened = new Promise<Instance>((resolve) => waiting.current.push((loaded) => resolve(loaded[name](config))))
        return {
          destroy: () => void opened.then((instance) => instance.destroy()),
          update: (next) => void opened.then((instance) => instance.update(next)),
          then: (resolve, reject) => opened.then((instance) => instance.then(resolve, reject)),
        }
      }
    return Object.fromEntries(METHODS.map((name) => [name, method(name)])) as HookAPI
  }, [])
  const holder = wanted ? (
    <Suspense fallback={null}>
      <RealModalHolder onReady={onReady} />
    </Suspense>
  ) : (
    <></>
  )
  return [api, holder] as const
}
