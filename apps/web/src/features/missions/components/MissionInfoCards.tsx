import { RouteModalLink } from '../../../shared/components/RouteModalLink'
import type { ReactNode } from 'react'
import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd'
import { SimpleList } from '../../../shared/components/SimpleList'
import { CAP_PERIOD_TYPE_LABELS, countOf, formatAmount, formatCapCommitment, formatCount, formatDate, splitSwarmSpecification } from '@mc/domain'
import type { MissionDetails } from '../api/mission-details'
import * as paths from '../../../shared/routing/paths'
import { pathTo } from '../../../shared/routing/paths'

const yesNo = (value: boolean) => (value ? 'Yes' : 'No')
const dash = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value)

function InfoCard({ title, extra, items }: { title: string; extra?: ReactNode; items: [string, ReactNode][] }) {
  return (
    <Card size="small" title={title} extra={extra}>
      <Descriptions size="small" column={1} items={items.map(([label, value]) => ({ key: label, label, children: dash(value) }))} />
    </Card>
  )
}

/** Mission id, legacy id and the Salesforce opportunity, each copyable. */
export function MissionIdsCard({ mission }: { mission: MissionDetails }) {
  const copy = (text: string | number | null) => (text === null ? null : <Typography.Text copyable>{String(text)}</Typography.Text>)
  return (
    <InfoCard
      title="Identifiers"
      items={[
        ['Mission ID', copy(mission.identity)],
        ['Legacy ID', copy(mission.legacyIdentity)],
        ['salesforceOpportunityID', copy(mission.properties.salesforceOpportunityID)],
      ]}
    />
  )
}

export function MissionPropertiesCard({ mission }: { mission: MissionDetails }) {
  const p = mission.properties
  return (
    <InfoCard
      title="Properties"
      items={[
        ['Dates', `${formatDate(mission.startDate)} – ${formatDate(mission.endDate)}`],
        ['Closes', formatDate(mission.closesAt)],
        ['Anywhere Mission', yesNo(p.isAnywhereMission)],
        ['Auto-Validate', yesNo(p.isAutovalidated)],
        ['Dynamic Pricing', yesNo(p.isDynamicPricing)],
        ['Bonus', yesNo(p.isFeatured)],
        ['Survey Variants', yesNo(p.hasSurveyVariants)],
        ['Process Images', yesNo(p.hasProcessImages)],
        ['Min iOS / Android', `${p.miniOSVersion ?? '—'} / ${p.minAndroidVersion ?? '—'}`],
        ['Caps Version', p.missionCapsVersion],
      ]}
    />
  )
}

export function MissionSurveyCard({ mission, editable }: { mission: MissionDetails; editable: boolean }) {
  const form = mission.survey.taskSummary
  return (
    <InfoCard
      title="Survey"
      extra={
        editable && (
          <RouteModalLink to={pathTo(paths.editLinkForm, mission.identity)}>
            <Button size="small">Link Form</Button>
          </RouteModalLink>
        )
      }
      items={[['Form', form?.name ?? 'No form linked']]}
    />
  )
}

export function MissionCapCoverageCard({ mission, editable }: { mission: MissionDetails; editable: boolean }) {
  const period = mission.relevantPeriod
  return (
    <InfoCard
      title="Cap Coverage"
      extra={
        editable &&
        mission.capPeriodType === 'CUSTOM' && (
          <RouteModalLink to={pathTo(paths.capPeriods, mission.identity)}>
            <Button size="small">Cap Periods</Button>
          </RouteModalLink>
        )
      }
      items={[
        ['Cap Period Type', CAP_PERIOD_TYPE_LABELS[mission.capPeriodType]],
        ['Cap Commitment', formatCapCommitment(mission.properties.capCommitment)],
        ['Target', formatCount(mission.targetCount)],
        ['Cap Periods', mission.capPeriodType === 'CUSTOM' ? formatCount(mission.capPeriod.length) : '—'],
        ['Relevant Period', period ? `${period.name} (${formatDate(period.startAt)} – ${formatDate(period.endAt)})` : null],
      ]}
    />
  )
}

export function MissionPricingCard({ mission, editable }: { mission: MissionDetails; editable: boolean }) {
  const p = mission.properties
  return (
    <InfoCard
      title="Pricing"
      extra={
        editable &&
        p.isAnywhereMission && (
          <RouteModalLink to={pathTo(paths.editAnywhereMission, mission.identity)}>
            <Button size="small">Edit Price</Button>
          </RouteModalLink>
        )
      }
      items={[
        ['Base Price', countOf(p.basePrice, 'point')],
        [
          'Min / Max / Avg',
          [p.minPrice, p.maxPrice, p.avgPrice].map((price) => (price === null || price === undefined ? '—' : formatCount(price))).join(' / '),
        ],
        ['Customer Cost', formatAmount(p.customerCost)],
        ['Setup Fee', formatAmount(p.setupFee)],
        ['Pricing Strategy', p.pricingStrategy],
        ...(p.isAnywhereMission
          ? [['Frequency Cap', p.frequencyCap === null || p.frequencyCap === undefined ? null : formatCount(p.frequencyCap)] as [string, ReactNode]]
          : []),
      ]}
    />
  )
}

export function MissionDeploymentCard({ mission }: { mission: MissionDetails }) {
  return (
    <InfoCard
      title="Deployment"
      items={[
        ['Pins', formatCount(mission.pinCount)],
        ['Deployment Groups', formatCount(mission.deploymentGroupCount)],
        ['Stores in Deployment', formatCount(mission.storesInDeploymentCount)],
        ['Stores in Alignment', formatCount(mission.storesInAlignmentCount)],
        ['Needs Redeployment', mission.needsRedeployment ? <Tag color="orange">Yes</Tag> : 'No'],
      ]}
    />
  )
}

/** PRIVATE lists the swarms with sizes; PUBLIC_STATIC shows size and the specification split on '|'. */
export function MissionEligibilityCard({ mission }: { mission: MissionDetails }) {
  const type = mission.properties.eligibilityType
  return (
    <Card size="small" title="Eligibility" extra={<Tag>{type}</Tag>}>
      {type === 'PRIVATE' && (
        <SimpleList
          items={mission.swarms}
          itemKey={(swarm) => swarm.identity}
          empty="No swarms"
          renderItem={(swarm) => (
            <Flex justify="space-between">
              <Typography.Text>{swarm.name}</Typography.Text>
              <Typography.Text type="secondary">{swarm.size} bees</Typography.Text>
            </Flex>
          )}
        />
      )}
      {type === 'PUBLIC_STATIC' &&
        mission.swarms.map((swarm) => (
          <Flex key={swarm.identity} vertical gap={4}>
            <Typography.Text>Swarm size: {swarm.size}</Typography.Text>
            <Flex gap={4} wrap>
              {splitSwarmSpecification(swarm.specification).map((part) => (
                <Tag key={part}>{part}</Tag>
              ))}
            </Flex>
          </Flex>
        ))}
      {type !== 'PRIVATE' && type !== 'PUBLIC_STATIC' && <Typography.Text type="secondary">Open to every eligible bee.</Typography.Text>}
    </Card>
  )
}
