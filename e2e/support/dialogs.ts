import { expect, type Locator } from '@playwright/test'

/**
 * Waits until `dialog` has finished opening. antd first draws a dialog where it will end up,
 * transparent, for a frame or two before its zoom starts (the `-appear-prepare` / `-enter-prepare`
 * classes): Playwright finds a button there visible and stable, and a click sent in that moment
 * meets the dialog shrunk to nothing as the zoom begins. (A closed mission's Close, clicked so,
 * did nothing once in 70 browser tests.)
 */
export async function dialogOpened(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible()
  await expect(dialog).not.toHaveClass(/-(appear|enter)\b/)
}
