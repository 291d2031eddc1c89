import { lazy, useState, type ComponentProps, type ComponentType } from 'react'

// React's own bound for what `lazy` accepts, so each component keeps its props' type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>

/**
 * `lazyNamed` for a part whose code a route starts loading before it is drawn (the maps): drawn
 * at once when its code has already arrived. React.lazy suspends a first draw even then, and
 * React holds a boundary's content back up to 300 ms after its fallback showed, so a map whose
 * code came with the page's would still open a spinner's time late. `load` is the loader to call
 * early (it remembers the code once it is here); the component renders inside a `Suspense`.
 */
export function lazyReady<M extends Record<K, AnyComponent>, K extends keyof M>(load: () => Promise<M>, name: K) {
  let loaded: M[K] | undefined
  const fetchCode = () =>
    load().then((module) => {
      loaded = module[name]
      return module
    })
  const Lazy = lazy(async () => ({ default: (await fetchCode())[name] }))
  function Ready(props: ComponentProps<M[K]>) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later would remount it.
    const [Component] = useState<AnyComponent>(() => loaded ?? Lazy)
    return <Component {...props} />
  }
  return { Component: Ready, load: fetchCode }
}
