import { describe, expect, it } from 'vitest'
import { missionMessages as m, PAGE_NOT_FOUND } from './mission.messages'

describe('mission messages (000 §8)', () => {
  it('fill in the spec texts', () => {
    expect(m.briefUpdated).toBe('Successfully updated mission brief')
    expect(m.extended('Shelf')).toBe('Successfully extended Shelf')
    expect(m.extendFailed('Shelf')).toBe('Failed to extend Shelf')
    expect(m.edited).toBe('Successfully edited Mission')
    expect(m.editFailed).toBe('Failed to edit Mission')
    expect(m.editedNamed('Shelf')).toBe('Successfully Edited Shelf')
    expect(m.editFailedNamed('Shelf')).toBe('Failed to Edit Shelf')
    expect(m.createFailed).toBe('Failed to create Mission')
    expect(m.anywhereUpdated(300, 5)).toBe('Successfully updated Base Price to 300 & Frequency Cap to 5')
    expect(m.updateFailed).toBe('Failed to update Mission')
    expect(m.formLinked('Audit')).toBe('Successfully linked Form "Audit" to a Survey')
    expect(m.linkFormFailed).toBe('Failed to link form')
    expect(m.graphQlError).toBe('GraphQL error')
    expect(m.pinsEdited(3)).toBe('Successfully edited 3 pin(s)')
    expect(m.pinsEditFailed(3)).toBe('Failed to edit 3 pin(s)')
    expect(m.confirmDeletePins(2)).toBe('Are you sure you want to delete 2 pin(s)?')
    expect(m.pinsDeleted(2)).toBe('Successfully deleted 2 pin(s)')
    expect(m.pinsDeleteFailed(2)).toBe('Failed to delete 2 pin(s)')
    expect(m.confirmDeleteThis).toBe('Are you sure you want to delete this?')
    expect(m.groupDeleted('G1')).toBe('Successfully Deleted G1')
    expect(m.groupDeleteFailed('G1')).toBe('Failed to Delete G1')
    expect(m.groupCapUpdated('G1')).toBe('Successfully Updated Group Cap for G1')
    expect(m.groupCapUpdateFailed('G1')).toBe('Failed to Update Group Cap for G1')
    expect(m.frequencyCapUpdated('G1')).toBe('Successfully Updated Frequency Cap for G1')
    expect(m.frequencyCapUpdateFailed('G1')).toBe('Failed to Update Frequency Cap for G1')
    expect(m.capPeriodSaved('created', 'Q1')).toBe('Successfully created Mission cap period Q1')
    expect(m.capPeriodSaveFailed('delete', 'Q1')).toBe('Failed to delete Mission cap period Q1')
    expect(m.confirmDeleteNamed('Q1')).toBe('Are you sure you want to delete Q1')
    expect([m.validatingPins, m.repricingPins, m.pinsRepriced, m.repriceError]).toEqual([
      'Validating Pins',
      'Repricing Pins',
      'Pins Repriced Successfully',
      'Error Repricing Pins',
    ])
    expect(m.usersEmailed(4)).toBe('Successfully emailed 4 User(s)')
    expect(m.emailUsersFailed(4)).toBe('Emailing 4 User(s) Failed')
    expect(m.saved('updated', 'Acme')).toBe('Successfully updated Acme')
    expect(m.saveFailed('create')).toBe('Failed to create')
    expect(m.loadFailed('Acme')).toBe('Failed to load Acme')
    expect(m.campaignsLoadFailed('Acme')).toBe('Failed to load Campaigns for Acme')
    expect(m.dashboardsLoadFailed('Acme')).toBe('Failed to load Dashboards for Acme')
    expect(m.noDeploymentGroups).toBe('No Deployment Groups')
    expect(PAGE_NOT_FOUND.message).toBe("The page you were looking for doesn't exist.")
  })
})
