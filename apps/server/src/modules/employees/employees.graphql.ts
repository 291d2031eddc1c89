export const employeesTypeDefs = /* GraphQL */ `
  type Application {
    identity: String!
    name: String!
  }
  type EmployeeChannel {
    identity: String!
    name: String!
  }
  type EmployeeCredential {
    email: String!
    isActive: Boolean!
    isDeleted: Boolean!
    primary: Boolean!
  }
  type Employee {
    identity: String!
    firstName: String!
    lastName: String!
    title: String!
    officeLocation: String
    email: String
    applications: [Application!]!
    channels: [EmployeeChannel!]!
    credentials: [EmployeeCredential!]!
    createdAt: String!
    isActive: Boolean!
    isAdmin: Boolean!
    channelIdentities: [String!]!
    applicationIdentities: [String!]!
  }
  input EmployeeInput {
    firstName: String
    lastName: String
    title: String
    email: String
    officeLocation: String
    applicationIdentities: [String!]
    isActive: Boolean
    isAdmin: Boolean
  }
  extend type Query {
    "Every employee, sorted by first name (admin only)."
    employees: [Employee!]!
    applications: [Application!]!
  }
  extend type Mutation {
    createEmployee(input: EmployeeInput!): Employee!
    updateEmployee(identity: String!, input: EmployeeInput!): Employee!
    deleteEmployee(identity: String!): Employee!
  }
`
