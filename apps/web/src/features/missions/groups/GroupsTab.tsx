import { Suspense, useDeferredValue, type ReactElement } from 'react'
import { Button, Flex, Table, Tag, Typography, type TableColumnsType, type PopconfirmProps } from 'antd'
import { DeleteOutlined } from '@ant-design/icons'
import { DEFAULT_TABLE_PAGE_SIZE, missionMessages, countOf, formatCount } from '@mc/domain'
import { LoadError } from '../../../shared/components/LoadError'
import { notify } from '../../../shared/feedback/notify'
import { useUrlState } from '../../../shared/hooks/use-url-state'
import type { MissionDetails } from '../api/mission-details'
import type { DeploymentGroup } from '@mc/domain/missions/deployment-group.types'
import { useDeploymentGroups } from './api/deployment-groups'
import { useGroupMutations, type CapKind } from './api/group-mutations'
import { useUndoToast } from '../components/undo-toast'
import { GroupProgress } from './GroupProgress'
import { InlineCapEditor } from './InlineCapEditor'
import { urlPagination } from '../../../shared/table/url-pagination'
import { SelectOnDemand } from '../../../shared/forms/SelectOnDemand'
import { lazyNamed } from '../../../shared/routing/lazy-route'

const FLAG_OPTIONS = (yes: string, no: string) => [
  { value: 'all', label: 'All' },
  { value: 'yes', label: yes },
  { value: 'no', label: no },
]
const asFlag = (value: string): boolean | null => (value === 'yes' ? true : value === 'no' ? false : null)

// A delete asks first; the question's code loads after the tab shows, the button is drawn at once.
const Popconfirm = lazyNamed(() => import('antd/es/popconfirm'), 'default')
function ConfirmFirst({ button, ...props }: Omit<PopconfirmProps, 'children'> & { button: ReactElement }) {
  return (
    <Suspense fallback={button}>
      <Popconfirm {...props}>{button}</Popconfirm>
    </Suspense>
  )
}

/** The Groups tab: deployment groups with inline caps, delete, and the capped / available filters. */
export function GroupsTab({ mission }: { mission: Pick<MissionDetails, 'identity' | 'displayState'> }) {
  const editable = mission.displayState !== 'CLOSED'
  const [state, setState] = useUrlState({ groupsPage: 1, groupsSize: DEFAULT_TABLE_PAGE_SIZE, groupsCapped: 'all', groupsAvailable: 'all' })
  const query = useDeploymentGroups(mission.identity, {
    page: state.groupsPage,
    limit: state.groupsSize,
    isCapped: asFlag(state.groupsCapped),
    isAvailable: asFlag(state.groupsAvailable),
  })
  // The answer's render is a transition (sliced), not one long task; the table shows loading until it is drawn.
  const groups = useDeferredValue(query.data)
  const { editCap, remove } = useGroupMutations(mission.identity)
  const undoToast = useUndoToast(mission.identity)

  const saveCap = (group: DeploymentGroup, kind: CapKind) => async (value: number) => {
    const [done, failed] =
      kind === 'groupCap'
        ? [missionMessages.groupCapUpdated, missionMessages.groupCapUpdateFailed]
        : [missionMessages.frequencyCapUpdated, missionMessages.frequencyCapUpdateFailed]
    try {
      await editCap.mutateAsync({ kind, identity: group.identity, value })
      notify.success(done(group.name))
    } catch (error) {
      notify.error(failed(group.name), error)
      throw error
    }
  }
  const deleteGroup = async (group: DeploymentGroup) => {
    try {
      const deleted = await remove.mutateAsync(group.identity)
      notify.success(missionMessages.groupDeleted(group.name), undefined, undoToast(deleted.deleteDeploymentGroup.undoId))
    } catch (error) {
      notify.error(missionMessages.groupDeleteFailed(group.name), error)
    }
  }

  const columns: TableColumnsType<DeploymentGroup> = [
    {
      title: 'Name',
      dataIndex: 'name',
      render: (name: string) => (
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
          {name}
        </Typography.Text>
      ),
    },
    {
      title: 'Pins',
      render: (_, group) => (
        <span>
          {formatCount(group.pins.total)}
          <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
            {/* A closed mission's pins take no work: none is available, whatever the counts say. */}
            {editable
              ? `${formatCount(group.pins.running)} running · ${formatCount(group.pins.available)} available`
              : `${formatCount(group.pins.running)} running`}
          </Typography.Text>
        </span>
      ),
    },
    {
      title: 'Group Cap',
      render: (_, group) => (
        <InlineCapEditor value={group.responseGroupCap} label={`Group cap of ${group.name}`} editable={editable} onSave={saveCap(group, 'groupCap')} />
      ),
    },
    {
      title: 'Frequency Cap',
      render: (_, group) => (
        <InlineCapEditor
          value={group.responseFrequencyCap}
          label={`Frequency cap of ${group.name}`}
          editable={editable}
          onSave={saveCap(group, 'frequencyCap')}
        />
      ),
    },
    { title: 'Progress', render: (_, group) => <GroupProgress group={group} /> },
    { title: 'Target', dataIndex: 'targetCount', align: 'right', render: (target: number) => formatCount(target) },
    {
      title: 'Status',
      // A closed mission takes no more work: none of its groups is available, whatever its caps say.
      render: (_, group) =>
        group.isCapped ? (
          <Tag color="orange">Capped</Tag>
        ) : !editable ? (
          <Tag>Closed</Tag>
        ) : group.isAvailable ? (
          <Tag color="green">Available</Tag>
        ) : (
          <Tag>Unavailable</Tag>
        ),
    },
    ...(editable
      ? [
          {
            title: '',
            width: 56,
            render: (_: unknown, group: DeploymentGroup) => (
              <ConfirmFirst
                title={missionMessages.confirmDeleteThis}
                okText="Yes"
                cancelText="No"
                onConfirm={() => deleteGroup(group)}
                button={<Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${group.name}`} />}
              />
            ),
          },
        ]
      : []),
  ]

  if (query.error) return <LoadError title="Failed to load Deployment Groups" error={query.error} onRetry={() => void query.refetch()} />
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center">
        <Typography.Text type="secondary">Capped</Typography.Text>
        <SelectOnDemand
          aria-label="Capped filter"
          style={{ width: 140 }}
          value={state.groupsCapped}
          options={FLAG_OPTIONS('Capped', 'Not capped')}
          onChange={(value) => setState({ groupsCapped: value, groupsPage: 1 })}
        />
        <Typography.Text type="secondary">Available</Typography.Text>
        <SelectOnDemand
          aria-label="Available filter"
          style={{ width: 140 }}
          value={state.groupsAvailable}
          options={FLAG_OPTIONS('Available', 'Unavailable')}
          onChange={(value) => setState({ groupsAvailable: value, groupsPage: 1 })}
        />
      </Flex>
      <Table<DeploymentGroup>
        rowKey="identity"
        size="middle"
        columns={columns}
        dataSource={groups?.items}
        loading={query.isLoading || groups !== query.data || (query.isFetching && query.isPlaceholderData)}
        locale={{ emptyText: missionMessages.noDeploymentGroups }}
        pagination={urlPagination(
          { page: state.groupsPage, size: state.groupsSize, total: groups?.total ?? 0 },
          (page, size) => setState({ groupsPage: page, groupsSize: size }),
          {
            showTotal: (total) => countOf(total, 'group'),
          },
        )}
      />
    </Flex>
  )
}
