import { describe, expect, it } from 'vitest'
import { employeeMessages } from '@mc/domain/staff/employee.messages'
import { mayaUserMessages } from '@mc/domain/staff/maya-user.schema'
import { deleteTexts } from './list-resource'

describe('deleteTexts', () => {
  it("asks and tells with the area's own delete texts, for the row's name", () => {
    const employee = deleteTexts(employeeMessages, (row: { firstName: string }) => row.firstName)
    expect(employee.confirm({ firstName: 'Ada' })).toBe('Are you sure you want to delete Ada')
    expect(employee.success({ firstName: 'Ada' })).toBe('Successfully deleted Ada')
    expect(employee.failure({ firstName: 'Ada' })).toBe('Failed to delete Ada')
    const mayaUser = deleteTexts(mayaUserMessages, (row: { firstName: string }) => row.firstName)
    expect(mayaUser.confirm({ firstName: 'Grace' })).toBe(mayaUserMessages.confirmDelete('Grace'))
  })
})
