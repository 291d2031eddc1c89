/**
 * How a store list (or any caller) names a mission: its identity in any letter case, or its legacy
 * numeric id, up to 9 digits, leading zeros allowed ("0040012" is 40012). Identities are 12
 * characters, so a reference of digits alone is always a legacy id. One rule for the browser's
 * check of a file, the server's check, GetMissions and the processing job.
 */
export type MissionReference = { kind: 'identity'; identity: string } | { kind: 'legacy'; legacyIdentity: number }

export function parseMissionReference(written: string): MissionReference | null {
  const text = written.trim()
  if (/^[0-9]{1,9}$/.test(text)) return { kind: 'legacy', legacyIdentity: Number(text) }
  return text === '' ? null : { kind: 'identity', identity: text.toUpperCase() }
}

export function missionMatchesReference(mission: { identity: string; legacyIdentity: number | null }, written: string): boolean {
  const reference = parseMissionReference(written)
  if (!reference) return false
  return reference.kind === 'legacy' ? mission.legacyIdentity === reference.legacyIdentity : mission.identity === reference.identity
}

/** The identities and legacy ids a list of references asks for, for one lookup. */
export function referencedMissions(written: readonly string[]): { identities: string[]; legacyIdentities: number[] } {
  const identities = new Set<string>()
  const legacyIdentities = new Set<number>()
  for (const text of written) {
    const reference = parseMissionReference(text)
    if (reference?.kind === 'identity') identities.add(reference.identity)
    else if (reference?.kind === 'legacy') legacyIdentities.add(reference.legacyIdentity)
  }
  return { identities: [...identities], legacyIdentities: [...legacyIdentities] }
}
