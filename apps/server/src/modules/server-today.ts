import { toWireDate, type WireDate } from '@mc/domain'

/**
 * Today as every rule on the server sees it: the server's calendar date ('YYYY-MM-DD'). One clock,
 * so a mission cannot be "closed" to one module and open to another around midnight.
 */
export const serverToday = (): WireDate => toWireDate(new Date())
