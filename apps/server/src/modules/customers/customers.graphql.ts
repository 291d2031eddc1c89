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
  }

  extend type Query {
    "current: true lists current customers, false the others, absent all; sorted by lowercase name."
    customers(current: Boolean, limit: Int = 10000): [Customer!]!
  }
`
