import { Form, InputNumber } from 'antd'
import { anywhereMissionSchema, missionMessages } from '@mc/domain'
import { RouteModal, useCloseRouteModal } from '../../shared/components/RouteModal'
import { submitForm } from '../../shared/forms/submit-form'
import { fieldRule } from '../../shared/forms/zod-rules'
import { useSetAnywhere } from './api/set-anywhere'
import { useOutletMission } from './mission-outlet'

/** /missions/:identity/anywhere_mission/edit: base price and frequency cap only. */
export function AnywhereMissionModal() {
  const mission = useOutletMission()
  const [form] = Form.useForm<{ basePrice: number | null; frequencyCap: number | null }>()
  const save = useSetAnywhere(mission.identity)
  const close = useCloseRouteModal('../..')
  const submit = async () => {
    const saved = await submitForm(form, anywhereMissionSchema, save.mutateAsync, {
      success: (_, input) => missionMessages.anywhereUpdated(input.basePrice, input.frequencyCap),
      failure: () => missionMessages.updateFailed,
    })
    if (saved) close()
  }
  return (
    <RouteModal title="Edit Anywhere Mission" okText="Save" onOk={() => void submit()} confirmLoading={save.isPending} closeTo="../.." form={form}>
      <Form
        form={form}
        layout="vertical"
        validateTrigger="onBlur"
        initialValues={{ basePrice: mission.properties.basePrice, frequencyCap: mission.properties.frequencyCap }}
      >
        <Form.Item name="basePrice" label="Base Price" required rules={[fieldRule(anywhereMissionSchema, 'basePrice')]}>
          <InputNumber style={{ width: '100%' }} suffix="pts" />
        </Form.Item>
        <Form.Item name="frequencyCap" label="Frequency Cap" required rules={[fieldRule(anywhereMissionSchema, 'frequencyCap')]}>
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </RouteModal>
  )
}
