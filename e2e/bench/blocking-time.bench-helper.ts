/** A long task as the page's PerformanceObserver reported it (ms from navigation start). */
export interface LongTask {
  start: number
  duration: number
}

/**
 * Total blocking time as Lighthouse counts it, the one definition both browser benches use: from
 * first contentful paint (before it there is nothing on screen to block) until `until`, each long
 * task's time past 50 ms; a task that began before the first paint counts only from it.
 */
export function totalBlockingTime(tasks: readonly LongTask[], firstPaint: number, until = Infinity): number {
  return tasks
    .filter((task) => task.start + task.duration > firstPaint && task.start < until)
    .reduce((sum, task) => sum + Math.max(0, task.duration - Math.max(0, firstPaint - task.start) - 50), 0)
}
