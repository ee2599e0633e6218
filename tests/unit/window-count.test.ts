import { describe, expect, it } from 'vitest'

import { bookingDefaults } from '@/components/forms/BookingFormView'
import { windowCountBand, windowsInQuery } from '@/lib/leads/windowCount'

describe('the number of windows a booking brings from the estimate', () => {
  it('counts one window per blind in the estimate’s query string', () => {
    expect(windowsInQuery('')).toBe(0)
    expect(windowsInQuery('product=wood&width=61&drop=101')).toBe(1)
    expect(windowsInQuery('product=wood&width=61&drop=101&product.1=wood&width.1=90&drop.1=120')).toBe(2)
    expect(windowsInQuery('products=x&product.x=y&width.1=9')).toBe(0)
  })

  it('bands the count as the form’s choices do', () => {
    expect([1, 2, 3, 5, 6, 10, 11].map(windowCountBand)).toEqual(['1-2', '1-2', '3-5', '3-5', '6-10', '6-10', '10+'])
  })

  it('answers "Number of windows" on the booking form when windows were priced, and leaves it open when not', () => {
    const three = 'product=a&width=60&drop=100&product.1=a&width.1=60&drop.1=100&product.2=b&width.2=70&drop.2=90'
    expect(bookingDefaults('/price', undefined, three).windowCount).toBe('3-5')
    expect(bookingDefaults('/book').windowCount).toBeUndefined()
  })
})
