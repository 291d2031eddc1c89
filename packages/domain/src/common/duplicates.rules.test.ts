import { describe, expect, it } from 'vitest'
import { duplicateMessages, duplicateNameKey, salesforceAccountKey } from './duplicates.rules'

describe('duplicate rules', () => {
  it('reads names without case and white space', () => {
    expect(duplicateNameKey('Sunny Fields Dairy')).toBe(duplicateNameKey('  sunny  FIELDS\tdairy '))
    expect(duplicateNameKey('SunnyFields Dairy')).toBe(duplicateNameKey('Sunny Fields Dairy'))
    expect(duplicateNameKey('Sunny Fields Dairy')).not.toBe(duplicateNameKey('Sunny Field Dairy'))
  })

  it('reads a Salesforce id by its case-sensitive 15 characters, so the 18-character form is the same account', () => {
    expect(salesforceAccountKey('001A000001AbCdE')).toBe(salesforceAccountKey('001A000001AbCdEIAQ'))
    expect(salesforceAccountKey('001A000001AbCdE')).not.toBe(salesforceAccountKey('001A000001ABCDE'))
  })

  it('names the existing record in its messages', () => {
    expect(duplicateMessages.sameName('customer', 'Sunny Fields Dairy')).toContain('A customer named “Sunny Fields Dairy” already exists.')
    expect(duplicateMessages.sameName('mission', 'Spring Push')).toContain('in this campaign')
    expect(duplicateMessages.salesforceIdTaken('Sunny Fields Dairy')).toContain('“Sunny Fields Dairy”')
  })
})
