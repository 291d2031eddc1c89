import { useMemo } from 'react'
import { Button, Form, InputNumber, Space } from 'antd'
import type { FormRule } from 'antd'
import type { ZodType } from 'zod'
import dayjs, { type Dayjs } from 'dayjs'
import { DATE_FORMAT, missionLabelWithIdentity, toWireDate, WIRE_DATE_FORMAT } from '@mc/domain'
import { MissionChoice } from './MissionChoice'
import { COVERAGE_DEFAULT_RADIUS_MILES } from '@mc/domain/coverage/coverage-request.fields'
import { RangePickerOnDemand } from '../../../shared/forms/RangePickerOnDemand'
import { SelectOnDemand } from '../../../shared/forms/SelectOnDemand'
import { submitForm } from '../../../shared/forms/submit-form'
import { useUnsavedChanges } from '../../../shared/forms/unsaved-changes'
import { fieldRule, issueOn, schemaOf, type SchemaSource } from '../../../shared/forms/zod-rules'
import { useActiveMissions } from '../api/use-active-missions'
import { useRequestCoverageReport } from '../api/use-coverage-reports'
import type { CoverageReport } from '../api/coverage-types'
import type { coverageRequestSchema } from '@mc/domain/coverage/coverage-request.schema'

interface Values {
  missionIdentity?: string
  radiusMiles?: number
  dates?: [Dayjs | null, Dayjs | null] | null
}

const wire = (value: Dayjs | null | undefined) => (value ? value.format(WIRE_DATE_FORMAT) : '')

/** The range goes through the same schema as the server, so the browser shows the API's message. */
function dateRangeRule(schema: SchemaSource<ZodType>): FormRule {
  return {
    validator: async (_rule, dates: Values['dates']) => {
      if (!dates?.[0] || !dates[1]) throw new Error('This field is required.')
      const issue = issueOn(await schemaOf(schema), { startDate: wire(dates[0]), endDate: wire(dates[1]) }, ['startDate', 'endDate'])
      if (issue) throw new Error(issue.path[0] === 'startDate' ? `Start date: ${issue.message}` : `End date: ${issue.message}`)
    },
  }
}

/** Filters of spec 000 §2 Coverage Data Export: Reference Mission, Radius in miles, Date Range, Generate Report. */
export function CoverageForm({ onQueued }: { onQueued: (report: CoverageReport) => void }) {
  const [form] = Form.useForm<Values>()
  useUnsavedChanges(form)
  const today = toWireDate(new Date())
  // The domain's schema, loaded with the form's first check (a blur, Generate Report), not with the page.
  const schema = useMemo(() => {
    let loaded: Promise<ReturnType<typeof coverageRequestSchema>> | undefined
    return () => (loaded ??= import('@mc/domain/coverage/coverage-request.schema').then((module) => module.coverageRequestSchema(today)))
  }, [today])
  const missions = useActiveMissions()
  const request = useRequestCoverageReport()

  const submit = async () => {
    const report = await submitForm(form, schema, request.mutateAsync, {
      toInput: (values) => ({
        missionIdentity: values.missionIdentity ?? '',
        radiusMiles: values.radiusMiles ?? 0,
        startDate: wire(values.dates?.[0]),
        endDate: wire(values.dates?.[1]),
      }),
      fields: { startDate: 'dates', endDate: 'dates' },
      failure: () => 'Failed to generate the report',
      toastOnlyOffFields: true,
    })
    if (report) onQueued(report)
  }

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={() => void submit()}
      initialValues={{ radiusMiles: COVERAGE_DEFAULT_RADIUS_MILES, dates: [dayjs(today).subtract(1, 'year'), dayjs(today)] }}
    >
      <Space align="start" wrap size={16}>
        <Form.Item name="missionIdentity" label="Reference Mission" rules={[fieldRule(schema, 'missionIdentity')]} style={{ width: 640, maxWidth: '100%' }}>
          <SelectOnDemand
            // Searched by customer, campaign, mission name and identity alike.
            showSearch={{ optionFilterProp: 'searchText' }}
            placeholder="Choose an active mission"
            // Wider than the box for the long labels, and a number: `false` turns antd's virtual list off,
            // and the plain list then scrolls in a holder the keyboard cannot reach (axe:
            // scrollable-region-focusable). A label too long still keeps its identity whole (MissionChoice).
            popupMatchSelectWidth={760}
            loading={missions.isLoading}
            options={(missions.data ?? []).map((mission) => ({
              value: mission.identity,
              label: <MissionChoice mission={mission} />,
              searchText: missionLabelWithIdentity(mission),
            }))}
            notFoundContent={missions.isError ? 'Failed to load active missions' : undefined}
          />
        </Form.Item>
        <Form.Item name="radiusMiles" label="Radius in miles" rules={[fieldRule(schema, 'radiusMiles')]} style={{ width: 160 }}>
          <InputNumber step={1} style={{ width: '100%' }} aria-label="Radius in miles" />
        </Form.Item>
        <Form.Item name="dates" label="Date Range" rules={[dateRangeRule(schema)]} extra="Up to 3 years back; no future dates." style={{ width: 300 }}>
          <RangePickerOnDemand
            // Shown as MMM D, YYYY; a date typed as YYYY-MM-DD is read too.
            format={[DATE_FORMAT, WIRE_DATE_FORMAT]}
            allowClear={false}
            style={{ width: '100%' }}
            // Enter confirms a typed date; it must not also submit the form with the old range.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault()
            }}
          />
        </Form.Item>
        <Form.Item label=" ">
          <Button type="primary" htmlType="submit" loading={request.isPending}>
            Generate Report
          </Button>
        </Form.Item>
      </Space>
    </Form>
  )
}
