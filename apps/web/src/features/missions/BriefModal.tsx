import { Form } from 'antd'
import { Input } from '../../shared/forms/inputs'
import {
  ADD_AT_LEAST_TWO_REQUIREMENTS,
  BRIEF_ENTRY_MAX,
  BRIEF_LABELS,
  BRIEF_PLACEHOLDERS,
  briefSchema,
  MIN_REQUIREMENTS,
  missionMessages,
  newBriefValues,
  tooLong,
  type BriefField,
} from '@mc/domain'
import { RouteModal, useCloseRouteModal } from '../../shared/components/RouteModal'
import { submitForm } from '../../shared/forms/submit-form'
import { zodRule } from '../../shared/forms/zod-rules'
import { useSetBrief } from './api/set-brief'
import { BriefListField } from './components/BriefListField'
import { useOutletMission } from './mission-outlet'
import { queryKeys } from '../../shared/api/query-keys'
import { useChangedWhileEditing } from '../../shared/live/ChangedWhileEditing'
import { missionChangedBy } from './api/mission-details'

type BriefValues = Record<BriefField, string[]>

const requiredEntry = [zodRule(briefSchema.shape.whereShouldIStart.element)]
const requirementEntry = [zodRule(briefSchema.shape.requirement.element)]
const optionalEntry = [{ max: BRIEF_ENTRY_MAX, message: tooLong(BRIEF_ENTRY_MAX) }]
const atLeastTwo = [
  {
    validator: async (_: unknown, value: unknown[] | undefined) => {
      if (!value || value.length < MIN_REQUIREMENTS) throw new Error(ADD_AT_LEAST_TWO_REQUIREMENTS)
    },
  },
]

/** /missions/:identity/brief: the seven lists; a new brief starts with one start item and two requirements. */
export function BriefModal() {
  const mission = useOutletMission()
  const [form] = Form.useForm<BriefValues>()
  const save = useSetBrief(mission.identity)
  const close = useCloseRouteModal()
  const initialValues = mission.briefPretty ?? newBriefValues()
  const changedNotice = useChangedWhileEditing(
    form,
    { key: `brief:${mission.identity}`, changedBy: missionChangedBy(mission.identity, ['brief']), queryKey: queryKeys.missions.detail(mission.identity) },
    initialValues,
  )
  const submit = async () => {
    const saved = await submitForm(form, briefSchema, save.mutateAsync, {
      success: () => missionMessages.briefUpdated,
      failure: () => missionMessages.updateFailed,
    })
    if (saved) close()
  }
  const single = (field: 'completionTime' | 'numberOfPhotos') => (
    <Form.Item name={[field, 0]} label={BRIEF_LABELS[field]} required rules={requiredEntry} validateTrigger="onBlur">
      <Input placeholder={BRIEF_PLACEHOLDERS[field]} />
    </Form.Item>
  )
  return (
    <RouteModal title="Mission Brief" okText="Save Brief" onOk={() => void submit()} confirmLoading={save.isPending} width={720} form={form}>
      {changedNotice}
      <Form form={form} layout="vertical" initialValues={initialValues}>
        {single('completionTime')}
        {single('numberOfPhotos')}
        <BriefListField field="whereShouldIStart" entryRules={requiredEntry} required />
        <BriefListField field="doIHaveToFindSomething" entryRules={requiredEntry} />
        <BriefListField field="purchaseRequirement" entryRules={optionalEntry} />
        <BriefListField field="doIHaveToTalkToAnyone" entryRules={optionalEntry} />
        <BriefListField field="requirement" entryRules={requirementEntry} listRules={atLeastTwo} required />
      </Form>
    </RouteModal>
  )
}
