import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react'

/**
 * A stand-in for an antd part (vite.config.ts: antdStandIns): the same component, loaded the first
 * time something draws it, and nothing drawn until then.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component: its own props are kept by ComponentProps<T>
export function drawnOnDemand<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  const Part = lazy(load)
  return function DrawnOnDemand(props: ComponentProps<T>) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    )
  }
}
