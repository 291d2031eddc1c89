export const mayaUsersTypeDefs = /* GraphQL */ `
  type MayaUser {
    id: Int!
    firstName: String!
    lastName: String!
    email: String!
    qnsLevel: Int!
    createdAt: String!
    isActive: Boolean!
    avatar: String
    permissions: JSON
    menuLeft: JSON
    "Only in the CreateMayaUsers answer: the token is stored hashed and cannot be shown again."
    apiToken: String
  }
  type MayaUserListMeta {
    currentPage: Int!
    totalElements: Int!
    size: Int!
  }
  type MayaUserList {
    data: [MayaUser!]!
    meta: MayaUserListMeta!
  }
  input MayaUserCreateInput {
    email: String
    firstName: String
    lastName: String
    password: String
    qnsLevel: Int
  }
  "Edit sends the profile fields; reset password sends only password."
  input MayaUserPatchInput {
    email: String
    firstName: String
    lastName: String
    qnsLevel: Int
    password: String
  }
  extend type Query {
    getMayaUsers(page: Int, limit: Int): MayaUserList!
  }
  extend type Mutation {
    CreateMayaUsers(input: MayaUserCreateInput!): MayaUser!
    patchMayaUsers(id: Int!, input: MayaUserPatchInput!): MayaUser!
    DeleteMayaUsers(id: Int!): MayaUser!
  }
`
