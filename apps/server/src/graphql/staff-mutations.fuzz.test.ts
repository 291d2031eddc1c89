import { fuzzMutations, isStaffOrNotificationMutation } from '../test/fuzz/mutation-fuzz'

// The mutations of employees, Maya users and bee notifications; every other one is in mission-mutations.fuzz.test.ts.
fuzzMutations('staff and notification mutations', isStaffOrNotificationMutation)
