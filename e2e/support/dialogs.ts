import { expect, type Locator } from '@playwright/test'

/**
 * Waits until `dialog` has finished opening. antd's opening zoom runs over several frames (the
 * dialog's `-appear` / `-enter` classes, with `-prepare`, `-start`, `-active`), and in its first
 * ones the dialog sits where it will end up: Playwright finds a button there visible and stable,
 * and a click sent in that moment meets the dialog shrunk as the zoom begins. (A closed mission's
 * Close, clicked so, did nothing once in 70 browser tests; the dialog still carried
 * `ant-zoom-appear-start` when its text was already visible.)
 */
export async function dialogOpened(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible()
  await expect(dialog).not.toHaveClass(/-(appear|enter)\b/)
}
