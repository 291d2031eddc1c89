import { describe, expect, it } from 'vitest'
import { errorsOf } from '../test/issues'
import { anywhereMissionSchema } from './anywhere.schema'

describe('anywhere mission', () => {
  it('basePrice: required, 0 to 5000', () => {
    expect(errorsOf(anywhereMissionSchema, { basePrice: 0, frequencyCap: 1 })).toEqual({})
    expect(errorsOf(anywhereMissionSchema, { basePrice: 5000, frequencyCap: 1 })).toEqual({})
    expect(errorsOf(anywhereMissionSchema, { basePrice: -1, frequencyCap: 1 })).toEqual({ basePrice: 'Enter a number equal to or above 0' })
    expect(errorsOf(anywhereMissionSchema, { basePrice: 5001, frequencyCap: 1 })).toEqual({ basePrice: 'Enter a number equal to or below 5000' })
    expect(errorsOf(anywhereMissionSchema, { frequencyCap: 1 })).toEqual({ basePrice: 'This field is required.' })
  })
  it('frequencyCap: required whole number, 1 to 10000', () => {
    expect(errorsOf(anywhereMissionSchema, { basePrice: 1, frequencyCap: 10000 })).toEqual({})
    expect(errorsOf(anywhereMissionSchema, { basePrice: 1, frequencyCap: 0 })).toEqual({ frequencyCap: 'Enter a number above 0' })
    expect(errorsOf(anywhereMissionSchema, { basePrice: 1, frequencyCap: 10001 })).toEqual({ frequencyCap: 'Enter a number equal to or below 10000' })
    expect(errorsOf(anywhereMissionSchema, { basePrice: 1, frequencyCap: 2.5 })).toEqual({ frequencyCap: 'Must be a whole number' })
    expect(errorsOf(anywhereMissionSchema, { basePrice: 1, frequencyCap: null })).toEqual({ frequencyCap: 'This field is required.' })
  })
})
