import { Checkbox, Col, Form, Row, Switch } from 'antd'
import { Input } from '../../../shared/forms/inputs'
import { employeeMessages } from '@mc/domain/staff/employee.messages'
import { employeeInputSchema, type EmployeeFormValues } from '@mc/domain/staff/employee.schema'
import { RouteModal, useCloseRouteModal } from '../../../shared/components/RouteModal'
import { submitForm } from '../../../shared/forms/submit-form'
import { fieldRule } from '../../../shared/forms/zod-rules'
import { useApplications } from '../api/use-employees'
import { useSaveEmployee } from '../api/use-save-employee'
import type { Employee } from '../api/employee.types'

const rule = (field: keyof EmployeeFormValues) => [fieldRule(employeeInputSchema, field)]

/** Create (no `employee`) or edit; a success goes back to the list (001 §4). */
export function EmployeeFormModal({ employee }: { employee?: Employee }) {
  // /new closes to the list one level up; /{identity}/edit two levels up.
  const closeTo = employee ? '../..' : '..'
  const [form] = Form.useForm<EmployeeFormValues>()
  const close = useCloseRouteModal(closeTo)
  const save = useSaveEmployee(employee?.identity)
  const applications = useApplications()

  const submit = async () => {
    const saved = await submitForm(form, employeeInputSchema, save.mutateAsync, {
      success: (row) => (employee ? employeeMessages.updated(row.firstName) : employeeMessages.created(row.firstName)),
      failure: (input) => (employee ? employeeMessages.updateFailed(input.firstName) : employeeMessages.createFailed(input.firstName)),
    })
    if (saved) close()
  }

  const initial: EmployeeFormValues = employee
    ? {
        firstName: employee.firstName,
        lastName: employee.lastName,
        title: employee.title,
        email: employee.email ?? '',
        officeLocation: employee.officeLocation ?? '',
        applicationIdentities: employee.applicationIdentities,
        isActive: employee.isActive,
        isAdmin: employee.isAdmin,
      }
    : { firstName: '', lastName: '', title: '', email: '', officeLocation: '', applicationIdentities: [], isActive: true, isAdmin: false }

  return (
    <RouteModal
      closeTo={closeTo}
      title={employee ? 'Edit Employee' : 'New Employee'}
      okText={employee ? 'Save Employee' : 'Create Employee'}
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      width={620}
      form={form}
    >
      <Form form={form} layout="vertical" initialValues={initial} validateTrigger="onBlur" requiredMark>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="firstName" label="First Name" rules={rule('firstName')} required>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="lastName" label="Last Name" rules={rule('lastName')} required>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="title" label="Title" rules={rule('title')} required>
          <Input />
        </Form.Item>
        <Form.Item name="email" label="Email" rules={rule('email')} required>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="officeLocation" label="Location" rules={rule('officeLocation')}>
          <Input placeholder="e.g. Austin, TX" />
        </Form.Item>
        <Form.Item name="applicationIdentities" label="Applications">
          <Checkbox.Group options={(applications.data ?? []).map((app) => ({ label: app.name, value: app.identity }))} />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="isActive" label="Active" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="isAdmin" label="Admin" valuePropName="checked" tooltip="Admins reach the Admin Workbench without the application.">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </RouteModal>
  )
}
