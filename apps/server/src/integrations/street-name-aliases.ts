/**
 * Names a road is given in many spellings that share no core word: Martin Luther King Jr is 'MLK',
 * 'M L King', 'Martin L King', 'Dr Martin Luther King Jr' (and 'Drive M L King', a source's own
 * expansion of 'Dr.'). Each is read as 'MLK', with the honorific and 'Jr' set aside, so every spelling
 * has the core '3105 mlk'.
 */
const KING_FORMS: readonly (readonly string[])[] = [['MARTIN', 'LUTHER', 'KING'], ['MARTIN', 'L', 'KING'], ['M', 'L', 'KING'], ['ML', 'KING'], ['MLK']]
const HONORIFICS: ReadonlySet<string> = new Set(['DR', 'DOCTOR', 'DRIVE', 'REV', 'REVEREND'])

/** The name's words with Martin Luther King read as 'MLK', or null when the name has no such road. */
export function withNameAliases(tokens: readonly string[]): string[] | null {
  for (let start = 0; start < tokens.length; start++) {
    const form = KING_FORMS.find((words) => words.every((word, offset) => tokens[start + offset] === word))
    if (!form) continue
    const from = start > 0 && HONORIFICS.has(tokens[start - 1]!) ? start - 1 : start
    let to = start + form.length
    if (tokens[to] === 'JR') to++
    return [...tokens.slice(0, from), 'MLK', ...tokens.slice(to)]
  }
  return null
}
