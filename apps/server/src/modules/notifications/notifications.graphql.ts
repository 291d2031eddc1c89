export const notificationsTypeDefs = /* GraphQL */ `
  input NotificationInput {
    title: String
    body: String
  }
  "One push send: who sent what to whom, and what came of it."
  type PushNotification {
    id: Int!
    title: String!
    body: String!
    target: String!
    requestedCount: Int!
    beesNotified: Int!
    deliveredCount: Int!
    "Up to 100 ids of bees the message was delivered to."
    deliveredBeeIds: [String!]!
    sentBy: String!
    status: String!
    createdAt: String!
    finishedAt: String
  }
  type PushNotificationListMeta {
    currentPage: Int!
    totalElements: Int!
    size: Int!
  }
  type PushNotificationList {
    data: [PushNotification!]!
    meta: PushNotificationListMeta!
  }
  type SendNotificationResult {
    beesNotified: Int!
    beesTargeted: Int!
    notification: PushNotification!
  }
  extend type Query {
    pushNotifications(page: Int, limit: Int): PushNotificationList!
  }
  extend type Mutation {
    sendNotificationToAllBees(notification: NotificationInput!): SendNotificationResult!
    sendNotificationToBees(beeIds: [String!]!, notification: NotificationInput!): SendNotificationResult!
  }
`
