// The street's words, as street-normalizer.ts reads them.

const SPACES = /[\s\u00a0\u2000-\u200b\u202f\u205f\u3000]+/
/** 'I-20', 'US-280', 'SR-9': a route system glued to its number by a hyphen is two words. */
const GLUED_ROUTE = /^(I|IH|US|SR|SH|CR|CH|FM|HWY|RT|RTE)-(\d+[A-Z]?)$/

/**
 * The street's words, in capitals. Spaces of every kind separate words, and so does a slash between
 * words ('Hwy/Suite 100'; '1/2' and '62/65' stay). Commas, semicolons, brackets and quotes are
 * dropped, and so are periods except a decimal point ('39.2 Rd'). A leading '#' and a hyphenated
 * route ('I-20') become two words. Nothing else is removed.
 */
export function tokenizeStreet(text: string, { keepSlashes = false } = {}): string[] {
  const tokens: string[] = []
  const cleaned = text
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .toUpperCase()
    .replace(/[,;()[\]{}"]/g, ' ')
  for (const raw of cleaned
    .split(SPACES)
    .flatMap((part) => part.split(keepSlashes ? /((?<!\d)\/|\/(?!\d))/ : /(?<!\d)\/|\/(?!\d)/))
    .flatMap(splitAtPeriods)) {
    if (raw === '/') {
      if (tokens.length > 0 && tokens.at(-1) !== '/') tokens.push('/')
      continue
    }
    const token = raw.replace(/^[-'*:!?]+|[-'*:!?]+$/g, '')
    if (token.startsWith('#') && token.length > 1) tokens.push('#', ...tokenizeStreet(token.slice(1)))
    else if (GLUED_ROUTE.test(token)) tokens.push(...token.split('-'))
    else if (/[\p{L}\p{N}#&]/u.test(token)) tokens.push(token)
  }
  return tokens
}

/** 'U.S.', 'N.W.', 'P.O.' are one word; 'E.Jackson', '8th.St.South' are several; '39.2' keeps its decimal point. */
function splitAtPeriods(part: string): string[] {
  const pieces = part.split(/(?<!\d)\.|\.(?!\d)/).filter(Boolean)
  return pieces.every((piece) => piece.length === 1) ? [pieces.join('')] : pieces
}
