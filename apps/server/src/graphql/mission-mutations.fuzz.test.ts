import { fuzzMutations, isStaffOrNotificationMutation } from '../test/fuzz/mutation-fuzz'

// Every GraphQL mutation but those of staff accounts and notifications (staff-mutations.fuzz.test.ts):
// missions, cap periods, groups, pins, store lists, and any mutation added later.
fuzzMutations('mission mutations', (name) => !isStaffOrNotificationMutation(name))
