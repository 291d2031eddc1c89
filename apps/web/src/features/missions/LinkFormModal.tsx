import { Form, Select } from 'antd'
import { linkFormSchema, matchesFormSearch, missionMessages } from '@mc/domain'
import { RouteModal, useCloseRouteModal } from '../../shared/components/RouteModal'
import { submitForm } from '../../shared/forms/submit-form'
import { fieldRule } from '../../shared/forms/zod-rules'
import { useSetTask } from './api/set-task'
import { useTaskSummaries } from './api/task-summaries'
import { useOutletMission } from './mission-outlet'

/** /missions/:identity/form/edit: choose the form (task summary) the survey links; search by name or description. */
export function LinkFormModal() {
  const mission = useOutletMission()
  const [form] = Form.useForm<{ taskIdentity?: string }>()
  const forms = useTaskSummaries()
  const link = useSetTask(mission.identity)
  const close = useCloseRouteModal('../..')
  const submit = async () => {
    const linked = await submitForm(form, linkFormSchema, ({ taskIdentity }) => link.mutateAsync(taskIdentity), {
      success: (_, { taskIdentity }) => missionMessages.formLinked(forms.data?.find((candidate) => candidate.id === taskIdentity)?.name ?? taskIdentity),
      failure: () => missionMessages.linkFormFailed,
    })
    if (linked) close()
  }
  return (
    <RouteModal title="Link Form" okText="Link Form" onOk={() => void submit()} confirmLoading={link.isPending} closeTo="../.." form={form}>
      <Form form={form} layout="vertical" initialValues={{ taskIdentity: mission.survey.taskSummary?.id }}>
        <Form.Item name="taskIdentity" label="Form" required rules={[fieldRule(linkFormSchema, 'taskIdentity')]}>
          <Select
            showSearch
            loading={forms.isLoading}
            placeholder="Search forms by name or description"
            filterOption={(input, option) => !!option?.form && matchesFormSearch(option.form, input)}
            options={(forms.data ?? []).map((task) => ({ value: task.id, label: task.name, form: task }))}
          />
        </Form.Item>
      </Form>
    </RouteModal>
  )
}
