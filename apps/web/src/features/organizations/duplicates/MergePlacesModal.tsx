import { Alert, Form, Radio, Skeleton, Typography } from 'antd'
import { Link, useParams } from 'react-router'
import { countOf } from '@mc/domain'
import { MERGE_MESSAGES, suggestedSurvivor, type DuplicateSide } from '@mc/domain/organizations/directory-health'
import { mergePlacesInputSchema, type MergePlacesInput } from '@mc/domain/organizations/directory-health.schema'
import type { OrganizationPlace } from '@mc/domain/organizations/organization.types'
import { LoadError } from '../../../shared/components/LoadError'
import { RouteModal, useCloseRouteModal } from '../../../shared/components/RouteModal'
import { submitForm } from '../../../shared/forms/submit-form'
import { UnsavedChangesGuard } from '../../../shared/forms/unsaved-changes'
import { useOrganizationPlace } from '../api/use-organization'
import { useMergePlaces, usePlaceMergeConflicts, type PlaceMergeConflict } from './api/use-merge-places'
import * as paths from '../../../shared/routing/paths'
import { pathTo } from '../../../shared/routing/paths'

/** The form: the store that stays, and per mission where both are pinned, the store whose pin stays. */
interface MergeValues {
  survivor: string
  keep: Record<string, string>
}

const sideOf = (place: OrganizationPlace): DuplicateSide => ({
  identity: place.identity,
  placeIdentity: place.place_identity,
  name: place.name,
  storeNumber: place.store_number,
  address: place.address,
  locationApproximate: place.location_approximate,
  pinCount: place.pin_count,
})

const storeLabel = (place: OrganizationPlace) => (
  <span>
    <Typography.Text strong>{place.address || place.identity}</Typography.Text>
    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
      {place.identity} · {place.store_number ? `Store #${place.store_number}` : 'No store number'} · {countOf(place.pin_count, 'pin')}
    </Typography.Text>
  </span>
)

/** The merge's input from the form: each mission's choice of store said as SURVIVOR or DUPLICATE. */
function toInput(organization: string, pair: [string, string], conflicts: readonly PlaceMergeConflict[], values: MergeValues): MergePlacesInput {
  const duplicate = values.survivor === pair[0] ? pair[1] : pair[0]
  return {
    organizationIdentity: organization,
    survivorIdentity: values.survivor,
    duplicateIdentity: duplicate,
    keepInMissions: conflicts.map((conflict) => ({
      missionIdentity: conflict.missionIdentity,
      keep: values.keep[conflict.missionIdentity] === values.survivor ? 'SURVIVOR' : 'DUPLICATE',
    })),
  }
}

/** /organizations/{identity}/duplicates/merge/{first}/{second}: which store stays, and which pin each shared mission keeps. */
export function MergePlacesModal() {
  const { identity = '', first = '', second = '' } = useParams()
  const [form] = Form.useForm<MergeValues>()
  const close = useCloseRouteModal('../../..')
  const merge = useMergePlaces()
  const firstPlace = useOrganizationPlace(first)
  const secondPlace = useOrganizationPlace(second)
  // Named from the first store's side: survivorPin is the first store's pin.
  const conflicts = usePlaceMergeConflicts(identity, first, second)
  const a = firstPlace.data?.organization_place
  const b = secondPlace.data?.organization_place
  const failed = firstPlace.error ?? secondPlace.error ?? conflicts.error
  const pinOf = (conflict: PlaceMergeConflict, store: string) =>
    store === first
      ? `${conflict.survivorPin} (${countOf(conflict.survivorResponses, 'response')})`
      : `${conflict.duplicatePin} (${countOf(conflict.duplicateResponses, 'response')})`

  const submit = async () => {
    if (!conflicts.data) return
    const saved = await submitForm(form, mergePlacesInputSchema, (input) => merge.mutateAsync(input), {
      toInput: (values) => toInput(identity, [first, second], conflicts.data, values),
      fields: { survivorIdentity: 'survivor', duplicateIdentity: 'survivor', organizationIdentity: 'survivor', keep: 'survivor' },
      success: (merged) => MERGE_MESSAGES.merged(merged.removedIdentity, merged.survivorIdentity),
      failure: () => MERGE_MESSAGES.mergeFailed,
    })
    if (saved) close()
  }

  return (
    <RouteModal
      closeTo="../../.."
      title="Merge places"
      okText="Merge"
      okButtonProps={{ danger: true, disabled: !a || !b || !conflicts.data }}
      onOk={() => void submit()}
      confirmLoading={merge.isPending}
      width={640}
    >
      {failed ? (
        <LoadError
          title="Failed to load the places"
          error={failed}
          onRetry={() => void Promise.all([firstPlace.refetch(), secondPlace.refetch(), conflicts.refetch()])}
        />
      ) : !a || !b || !conflicts.data ? (
        <Skeleton active />
      ) : (
        <Form<MergeValues>
          form={form}
          layout="vertical"
          initialValues={{ survivor: suggestedSurvivor({ first: sideOf(a), second: sideOf(b) }) === 'first' ? first : second, keep: {} }}
        >
          {/* Guarded from when the form is drawn with the places: its start is their suggested survivor. */}
          <UnsavedChangesGuard form={form} />
          <Typography.Paragraph>
            The other place&apos;s pins, store-list rows and responses move to the place you keep, which takes its store number, name and phone where it has
            none; the other place is then deleted. Each mission&apos;s History records the merge.
          </Typography.Paragraph>
          <Form.Item name="survivor" label="Keep this place">
            <Radio.Group
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
              options={[
                { value: first, label: storeLabel(a) },
                { value: second, label: storeLabel(b) },
              ]}
            />
          </Form.Item>
          {conflicts.data.length > 0 && (
            <>
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 16 }}
                title={`Both places have a pin in ${countOf(conflicts.data.length, 'mission')}: choose which pin each keeps. The other pin is deleted and its responses move to the pin kept.`}
              />
              {conflicts.data.map((conflict) => (
                <Form.Item
                  key={conflict.missionIdentity}
                  name={['keep', conflict.missionIdentity]}
                  label={<Link to={pathTo(paths.mission, conflict.missionIdentity)}>{conflict.missionName}</Link>}
                  rules={[{ required: true, message: MERGE_MESSAGES.choosePin }]}
                >
                  <Radio.Group
                    options={[
                      { value: first, label: `Pin of ${a.store_number ? `#${a.store_number}` : first}: ${pinOf(conflict, first)}` },
                      { value: second, label: `Pin of ${b.store_number ? `#${b.store_number}` : second}: ${pinOf(conflict, second)}` },
                    ]}
                  />
                </Form.Item>
              ))}
            </>
          )}
        </Form>
      )}
    </RouteModal>
  )
}
