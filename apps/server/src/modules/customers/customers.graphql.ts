/** GetCustomers(current), limit 10000 (spec 000 §7, 001 §7): the customer dropdowns. */
export const customerTypeDefs = /* GraphQL */ `
  type Customer {
    identity: String!
    name: String!
    description: String!
    isCurrent: Boolean!
    salesforceCustomerId: String!
    salesforceOpportunityUrl: String
    logoUrl: String
    "The customer's reporting periods, by start date: CUSTOM cap periods of its missions are built from them."
    customerCapPeriods: [CustomerCapPeriod!]!
    customReportingPeriods: CustomReportingPeriods!
  }

  type CustomerCapPeriod {
    id: ID!
    name: String!
    "YYYY-MM-DD"
    startDate: String!
    "YYYY-MM-DD"
    endDate: String!
  }

  type CustomReportingPeriods {
    "How many reporting periods the customer has (a customer with none cannot have Multiple Periods missions)."
    total: Int!
  }

  extend type Query {
    "current: true lists current customers, false the others, absent all; sorted by lowercase name."
    customers(current: Boolean, limit: Int = 10000): [Customer!]!
  }
`
