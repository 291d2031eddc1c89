// Relations for drizzle's relational queries (db.query.x.findMany({ with: ... })).
// They add no SQL; the foreign keys live on the tables.
import { relations } from 'drizzle-orm'
import { customerAnalyticsUsers, responsibilities, sisenseDashboardResponsibilities, sisenseDashboards } from './analytics'
import { campaigns } from './campaigns'
import { customerCustomPeriods, customers } from './customers'
import { deploymentGroups, pins } from './deployment'
import { taskSummaries } from './forms'
import { coverageReports } from './infra'
import { missionBriefs, missionCapPeriods, missions } from './missions'
import { notificationDeliveries, notifications } from './notifications'
import { organizationPlaces, organizations, organizationTypes, places, relationshipTypes } from './places'
import { responses } from './responses'
import { applications, channels, employeeApplications, employeeChannels, employeeCredentials, employees, staffAccounts } from './staff'
import { missionDeployTemplateRows, missionDeployTemplates } from './store-lists'
import { bees, missionSwarms, swarmMembers, swarms } from './swarms'

export const customersRelations = relations(customers, ({ many }) => ({
  campaigns: many(campaigns),
  customPeriods: many(customerCustomPeriods),
  dashboards: many(sisenseDashboards),
  analyticsUsers: many(customerAnalyticsUsers),
}))
export const customerCustomPeriodsRelations = relations(customerCustomPeriods, ({ one }) => ({
  customer: one(customers, { fields: [customerCustomPeriods.customerId], references: [customers.id] }),
}))
export const campaignsRelations = relations(campaigns, ({ one, many }) => ({
  customer: one(customers, { fields: [campaigns.customerId], references: [customers.id] }),
  missions: many(missions),
  storeLists: many(missionDeployTemplates),
}))
export const missionsRelations = relations(missions, ({ one, many }) => ({
  campaign: one(campaigns, { fields: [missions.campaignId], references: [campaigns.id] }),
  taskSummary: one(taskSummaries, { fields: [missions.taskSummaryId], references: [taskSummaries.id] }),
  brief: one(missionBriefs),
  capPeriods: many(missionCapPeriods),
  deploymentGroups: many(deploymentGroups),
  pins: many(pins),
  missionSwarms: many(missionSwarms),
  responses: many(responses),
  coverageReports: many(coverageReports),
}))
export const taskSummariesRelations = relations(taskSummaries, ({ many }) => ({ missions: many(missions) }))
export const missionCapPeriodsRelations = relations(missionCapPeriods, ({ one }) => ({
  mission: one(missions, { fields: [missionCapPeriods.missionId], references: [missions.id] }),
  customerCustomPeriod: one(customerCustomPeriods, {
    fields: [missionCapPeriods.customerCustomPeriodId],
    references: [customerCustomPeriods.id],
  }),
}))
export const missionBriefsRelations = relations(missionBriefs, ({ one }) => ({
  mission: one(missions, { fields: [missionBriefs.missionId], references: [missions.id] }),
}))
export const swarmsRelations = relations(swarms, ({ many }) => ({
  members: many(swarmMembers),
  missionSwarms: many(missionSwarms),
}))
export const beesRelations = relations(bees, ({ many }) => ({
  memberships: many(swarmMembers),
  responses: many(responses),
}))
export const swarmMembersRelations = relations(swarmMembers, ({ one }) => ({
  swarm: one(swarms, { fields: [swarmMembers.swarmId], references: [swarms.id] }),
  bee: one(bees, { fields: [swarmMembers.beeId], references: [bees.id] }),
}))
export const missionSwarmsRelations = relations(missionSwarms, ({ one }) => ({
  mission: one(missions, { fields: [missionSwarms.missionId], references: [missions.id] }),
  swarm: one(swarms, { fields: [missionSwarms.swarmId], references: [swarms.id] }),
}))
export const organizationsRelations = relations(organizations, ({ one, many }) => ({
  organizationType: one(organizationTypes, {
    fields: [organizations.organizationTypeId],
    references: [organizationTypes.id],
  }),
  parent: one(organizations, { fields: [organizations.parentId], references: [organizations.id], relationName: 'parent' }),
  children: many(organizations, { relationName: 'parent' }),
  organizationPlaces: many(organizationPlaces),
}))
export const placesRelations = relations(places, ({ many }) => ({ organizationPlaces: many(organizationPlaces) }))
export const organizationPlacesRelations = relations(organizationPlaces, ({ one, many }) => ({
  organization: one(organizations, { fields: [organizationPlaces.organizationId], references: [organizations.id] }),
  place: one(places, { fields: [organizationPlaces.placeId], references: [places.id] }),
  relationshipType: one(relationshipTypes, {
    fields: [organizationPlaces.relationshipTypeId],
    references: [relationshipTypes.id],
  }),
  pins: many(pins),
}))
export const deploymentGroupsRelations = relations(deploymentGroups, ({ one, many }) => ({
  mission: one(missions, { fields: [deploymentGroups.missionId], references: [missions.id] }),
  pins: many(pins),
}))
export const pinsRelations = relations(pins, ({ one, many }) => ({
  mission: one(missions, { fields: [pins.missionId], references: [missions.id] }),
  deploymentGroup: one(deploymentGroups, { fields: [pins.deploymentGroupId], references: [deploymentGroups.id] }),
  organizationPlace: one(organizationPlaces, {
    fields: [pins.organizationPlaceId],
    references: [organizationPlaces.id],
  }),
  responses: many(responses),
}))
export const responsesRelations = relations(responses, ({ one }) => ({
  bee: one(bees, { fields: [responses.beeId], references: [bees.id] }),
  pin: one(pins, { fields: [responses.pinId], references: [pins.id] }),
  mission: one(missions, { fields: [responses.missionId], references: [missions.id] }),
}))
export const missionDeployTemplatesRelations = relations(missionDeployTemplates, ({ one, many }) => ({
  campaign: one(campaigns, { fields: [missionDeployTemplates.campaignId], references: [campaigns.id] }),
  rows: many(missionDeployTemplateRows),
}))
export const missionDeployTemplateRowsRelations = relations(missionDeployTemplateRows, ({ one }) => ({
  template: one(missionDeployTemplates, {
    fields: [missionDeployTemplateRows.templateId],
    references: [missionDeployTemplates.id],
  }),
  mission: one(missions, { fields: [missionDeployTemplateRows.missionId], references: [missions.id] }),
  organizationPlace: one(organizationPlaces, {
    fields: [missionDeployTemplateRows.organizationPlaceId],
    references: [organizationPlaces.id],
  }),
  deploymentGroup: one(deploymentGroups, {
    fields: [missionDeployTemplateRows.deploymentGroupId],
    references: [deploymentGroups.id],
  }),
  pin: one(pins, { fields: [missionDeployTemplateRows.pinId], references: [pins.id] }),
}))
export const employeesRelations = relations(employees, ({ many }) => ({
  credentials: many(employeeCredentials),
  employeeApplications: many(employeeApplications),
  employeeChannels: many(employeeChannels),
  staffAccounts: many(staffAccounts),
}))
export const employeeCredentialsRelations = relations(employeeCredentials, ({ one }) => ({
  employee: one(employees, { fields: [employeeCredentials.employeeId], references: [employees.id] }),
}))
export const applicationsRelations = relations(applications, ({ many }) => ({
  employeeApplications: many(employeeApplications),
}))
export const employeeApplicationsRelations = relations(employeeApplications, ({ one }) => ({
  employee: one(employees, { fields: [employeeApplications.employeeId], references: [employees.id] }),
  application: one(applications, { fields: [employeeApplications.applicationId], references: [applications.id] }),
}))
export const channelsRelations = relations(channels, ({ many }) => ({ employeeChannels: many(employeeChannels) }))
export const employeeChannelsRelations = relations(employeeChannels, ({ one }) => ({
  employee: one(employees, { fields: [employeeChannels.employeeId], references: [employees.id] }),
  channel: one(channels, { fields: [employeeChannels.channelId], references: [channels.id] }),
}))
export const staffAccountsRelations = relations(staffAccounts, ({ one }) => ({
  employee: one(employees, { fields: [staffAccounts.employeeId], references: [employees.id] }),
}))
export const responsibilitiesRelations = relations(responsibilities, ({ many }) => ({
  dashboardMappings: many(sisenseDashboardResponsibilities),
  analyticsUsers: many(customerAnalyticsUsers),
}))
export const sisenseDashboardsRelations = relations(sisenseDashboards, ({ one, many }) => ({
  customer: one(customers, { fields: [sisenseDashboards.customerId], references: [customers.id] }),
  responsibilityMappings: many(sisenseDashboardResponsibilities),
}))
export const sisenseDashboardResponsibilitiesRelations = relations(sisenseDashboardResponsibilities, ({ one }) => ({
  responsibility: one(responsibilities, {
    fields: [sisenseDashboardResponsibilities.responsibilityIdentity],
    references: [responsibilities.identity],
  }),
  dashboard: one(sisenseDashboards, {
    fields: [sisenseDashboardResponsibilities.sisenseDashboardId],
    references: [sisenseDashboards.id],
  }),
}))
export const customerAnalyticsUsersRelations = relations(customerAnalyticsUsers, ({ one }) => ({
  customer: one(customers, { fields: [customerAnalyticsUsers.customerId], references: [customers.id] }),
  responsibility: one(responsibilities, {
    fields: [customerAnalyticsUsers.responsibilityIdentity],
    references: [responsibilities.identity],
  }),
}))
export const notificationsRelations = relations(notifications, ({ many }) => ({ deliveries: many(notificationDeliveries) }))
export const notificationDeliveriesRelations = relations(notificationDeliveries, ({ one }) => ({
  notification: one(notifications, {
    fields: [notificationDeliveries.notificationId],
    references: [notifications.id],
  }),
  bee: one(bees, { fields: [notificationDeliveries.beeId], references: [bees.id] }),
}))
export const coverageReportsRelations = relations(coverageReports, ({ one }) => ({
  mission: one(missions, { fields: [coverageReports.missionId], references: [missions.id] }),
}))
