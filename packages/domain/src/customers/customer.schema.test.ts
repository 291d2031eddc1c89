import { describe, expect, it } from 'vitest'
import { errorsOf, repeat } from '../test/issues'
import { customerBodySchema, customerFormSchema, customerPatchBodySchema, customerPatchSchema, toCustomerBody, toCustomerPatchBody } from './customer.schema'

const valid = { name: 'Acme', salesforceCustomerId: repeat(15, 'S') }

describe('customer form', () => {
  it('defaults isCurrent to true', () => {
    expect(customerFormSchema.parse(valid).isCurrent).toBe(true)
  })
  it('name: required, at most 64', () => {
    expect(errorsOf(customerFormSchema, { ...valid, name: repeat(64) })).toEqual({})
    expect(errorsOf(customerFormSchema, { ...valid, name: repeat(65) })).toEqual({ name: 'Must not be longer than 64 characters' })
    expect(errorsOf(customerFormSchema, { ...valid, name: ' ' })).toEqual({ name: 'This field is required.' })
  })
  it('description: optional, at most 254', () => {
    expect(errorsOf(customerFormSchema, { ...valid, description: repeat(254) })).toEqual({})
    expect(errorsOf(customerFormSchema, { ...valid, description: repeat(255) })).toEqual({
      description: 'Must not be longer than 254 characters',
    })
  })
  it('salesforceCustomerId: required, 15 to 18', () => {
    const message = 'Must be between 15 and 18 characters'
    expect(errorsOf(customerFormSchema, { ...valid, salesforceCustomerId: repeat(14) })).toEqual({ salesforceCustomerId: message })
    expect(errorsOf(customerFormSchema, { ...valid, salesforceCustomerId: repeat(18) })).toEqual({})
    expect(errorsOf(customerFormSchema, { ...valid, salesforceCustomerId: repeat(19) })).toEqual({ salesforceCustomerId: message })
    expect(errorsOf(customerFormSchema, { name: 'x' })).toEqual({ salesforceCustomerId: 'This field is required.' })
  })
  it('salesforceOpportunityUrl: blank or an http(s) URL', () => {
    expect(errorsOf(customerFormSchema, { ...valid, salesforceOpportunityUrl: '' })).toEqual({})
    expect(errorsOf(customerFormSchema, { ...valid, salesforceOpportunityUrl: 'https://acme.my.salesforce.com/006Abc?x=1' })).toEqual({})
    for (const bad of ['not a url', 'ftp://x.com', 'javascript:alert(1)', 'https://x']) {
      expect(errorsOf(customerFormSchema, { ...valid, salesforceOpportunityUrl: bad })).toEqual({ salesforceOpportunityUrl: 'Must be a valid URL' })
    }
  })
})

describe('customer patch', () => {
  it('accepts any subset and adds no defaults', () => {
    expect(customerPatchSchema.parse({})).toEqual({})
    expect(customerPatchSchema.parse({ isCurrent: false })).toEqual({ isCurrent: false })
    expect(customerPatchBodySchema.parse({ name: 'N' })).toEqual({ name: 'N' })
  })
  it('still applies each present rule', () => {
    expect(errorsOf(customerPatchSchema, { name: '' })).toEqual({ name: 'This field is required.' })
    expect(errorsOf(customerPatchBodySchema, { salesforce_customer_id: 'short' })).toEqual({
      salesforce_customer_id: 'Must be between 15 and 18 characters',
    })
  })
})

describe('customer REST body', () => {
  it('uses snake_case names with the same rules', () => {
    const body = customerBodySchema.parse({ name: 'Acme', salesforce_customer_id: repeat(16), image_name: 'logo.png' })
    expect(body).toEqual({ name: 'Acme', salesforce_customer_id: repeat(16), is_current: true, image_name: 'logo.png' })
    expect(errorsOf(customerBodySchema, { name: '', salesforce_customer_id: '' })).toEqual({
      name: 'This field is required.',
      salesforce_customer_id: 'This field is required.',
    })
  })
  it('maps from the form', () => {
    const form = customerFormSchema.parse({ ...valid, description: 'd', imageName: 'a.png', salesforceOpportunityUrl: 'https://a.com' })
    expect(customerBodySchema.parse(toCustomerBody(form))).toEqual({
      name: 'Acme',
      description: 'd',
      salesforce_customer_id: valid.salesforceCustomerId,
      salesforce_opportunity_url: 'https://a.com',
      is_current: true,
      image_name: 'a.png',
    })
    expect(toCustomerPatchBody({ isCurrent: false, name: 'B' })).toEqual({ is_current: false, name: 'B' })
  })
})
