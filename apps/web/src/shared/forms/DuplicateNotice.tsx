import { Alert } from 'antd'
import { Link } from 'react-router'
import { duplicateMessages, type DuplicateKind, type DuplicateMatch, type PossibleDuplicate } from '@mc/domain/common/duplicates.rules'
import * as paths from '../routing/paths'
import { pathTo } from '../routing/paths'

const PAGE_OF = { customer: paths.customer, campaign: paths.campaign, mission: paths.mission } as const satisfies Record<DuplicateKind, string>

/**
 * Under a form field: the existing records its value collides with, each named with a link to its
 * page (a new tab, so what was typed stays). A warning the user may save past, or, where the
 * server refuses the save, an error.
 */
export function DuplicateNotice({ duplicates, matchedOn }: { duplicates: PossibleDuplicate[]; matchedOn: DuplicateMatch }) {
  const shown = duplicates.filter((duplicate) => duplicate.matchedOn === matchedOn)
  if (shown.length === 0) return null
  return (
    <div style={{ marginTop: 8, display: 'grid', gap: 8 }} data-testid={`duplicate-${matchedOn}`}>
      {shown.map((duplicate) => (
        <Alert
          key={duplicate.identity}
          type={duplicate.refused ? 'error' : 'warning'}
          showIcon
          title={duplicate.refused ? duplicateMessages.salesforceIdTaken(duplicate.name) : duplicateMessages.sameName(duplicate.kind, duplicate.name)}
          action={
            <Link to={pathTo(PAGE_OF[duplicate.kind], duplicate.identity)} target="_blank" rel="noopener">
              {duplicateMessages.openExisting(duplicate.name)}
            </Link>
          }
        />
      ))}
    </div>
  )
}
