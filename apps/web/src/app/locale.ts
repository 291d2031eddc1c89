import type { Locale } from 'antd/es/locale'
import enUS from 'antd/es/locale/en_US'

const datePicker = enUS.DatePicker!

/**
 * antd's English (its default, already in the entry), but a calendar's month and year buttons are
 * named by what they show ("Oct", "2025"): antd labels them "Choose a month" / "Choose a year", a
 * name that does not hold their visible text, so speech control cannot reach them by it (WCAG
 * 2.5.3). The whole locale is given: some components (a table's expand buttons) take their texts
 * from the given locale only, with no fallback to antd's.
 */
export const locale: Locale = {
  ...enUS,
  DatePicker: {
    ...datePicker,
    // No aria-label: the button's text is its name. (The type wants a string; rc-picker omits the attribute for undefined.)
    lang: { ...datePicker.lang, monthSelect: undefined as unknown as string, yearSelect: undefined as unknown as string },
  },
}
