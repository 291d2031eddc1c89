import { useState } from 'react'
import { Flex, Spin, Typography } from 'antd'
import { MAX_PAGE_LIMIT, PIN_AVAILABILITY_FILTERS, PIN_RUNNING_FILTERS, type PinAvailabilityFilter, type PinRunningFilter } from '@mc/domain'
import { useDeploymentGroups } from '../groups/api/deployment-groups'
import type { PinFilterValues } from './api/mission-pins'
import { SelectOnDemand } from '../../../shared/forms/SelectOnDemand'

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

/** Availability, running and deployment-group filters of the Pins tab. */
export function PinFilters({
  missionIdentity,
  value,
  onChange,
}: {
  missionIdentity: string
  value: PinFilterValues
  onChange: (patch: Partial<PinFilterValues>) => void
}) {
  // The picker's groups (all of the mission's, up to the spec's 10,000, each with its figures: ~130 ms
  // of the embedded database for 500) are asked for when the picker is first wanted or a group is
  // already chosen, not with every opening of the tab, where they held up the pins' own answer.
  const [groupsWanted, setGroupsWanted] = useState(false)
  const groups = useDeploymentGroups(
    missionIdentity,
    { page: 1, limit: MAX_PAGE_LIMIT },
    { enabled: groupsWanted || value.deploymentGroupIdentities.length > 0 },
  )
  return (
    <Flex gap={12} wrap align="center">
      <Typography.Text type="secondary">Availability</Typography.Text>
      <SelectOnDemand
        aria-label="Availability filter"
        style={{ width: 140 }}
        value={value.state}
        options={options(PIN_AVAILABILITY_FILTERS)}
        onChange={(state: PinAvailabilityFilter) => onChange({ state })}
      />
      <Typography.Text type="secondary">Running</Typography.Text>
      <SelectOnDemand
        aria-label="Running filter"
        style={{ width: 130 }}
        value={value.isRunning}
        options={options(PIN_RUNNING_FILTERS)}
        onChange={(isRunning: PinRunningFilter) => onChange({ isRunning })}
      />
      <SelectOnDemand
        aria-label="Deployment groups filter"
        mode="multiple"
        allowClear
        placeholder="All deployment groups"
        style={{ minWidth: 260, flex: 1, maxWidth: 480 }}
        maxTagCount="responsive"
        loading={groups.isLoading}
        notFoundContent={groups.isLoading ? <Spin size="small" /> : undefined}
        onIntent={() => setGroupsWanted(true)}
        value={value.deploymentGroupIdentities}
        optionFilterProp="label"
        options={groups.data?.items.map((group) => ({ value: group.identity, label: group.name }))}
        onChange={(deploymentGroupIdentities: string[]) => onChange({ deploymentGroupIdentities })}
      />
    </Flex>
  )
}
