import { describe, expect, it } from 'vitest'

import { checklistFromForm, checklistState, checksFor, type WindowChecklist, fittingSignedOffMail } from '@/lib/orders'

const ALL = ['fitted', 'operates', 'safetyFitted', 'cordsOutOfReach'] as const
const ticked = (lineId: string): WindowChecklist => ({
  lineId,
  fitted: true,
  operates: true,
  safetyFitted: true,
  cordsOutOfReach: true,
  notSignedOffReason: '',
  asked: ALL,
})
/** A cordless blind's window ticked through: no cords to keep out of reach, so that check is neither asked nor ticked. */
const cordless = (lineId: string): WindowChecklist => ({
  ...ticked(lineId),
  cordsOutOfReach: false,
  asked: ['fitted', 'operates', 'safetyFitted'],
})

describe('the fitting checklist', () => {
  it('is complete with every window ticked through, held back with a reason, else incomplete', () => {
    expect(checklistState([ticked('a'), ticked('b')])).toBe('complete')
    expect(checklistState([ticked('a'), { ...ticked('b'), operates: false, notSignedOffReason: 'Motor fault' }])).toBe(
      'held-back',
    )
    expect(checklistState([ticked('a'), { ...ticked('b'), cordsOutOfReach: false }])).toBe('incomplete')
    expect(checklistState([])).toBe('incomplete')
    expect(checklistState([ticked('a'), cordless('b')])).toBe('complete')
    expect(checklistState([{ ...cordless('b'), safetyFitted: false }])).toBe('incomplete')
  })

  it('asks no cords check of a blind with a cordless control (wand or cordless), all four of a corded one', () => {
    const keys = (device: string | null) => checksFor(device).map((c) => c.key)
    expect(keys('cordless')).toEqual(['fitted', 'operates', 'safetyFitted'])
    expect(keys('wand')).toEqual(['fitted', 'operates', 'safetyFitted'])
    for (const corded of ['cleat', 'tensioner', 'breakaway', null]) expect(keys(corded)).toEqual([...ALL])
  })

  it('"All fine" ticks every check asked of its window, each recorded; a cordless window ignores a cords tick', () => {
    const read = checklistFromForm(
      [
        { lineId: 'a', safetyDevice: 'cleat' },
        { lineId: 'b', safetyDevice: 'cordless' },
        { lineId: 'c', safetyDevice: 'wand' },
      ],
      { 'allFine:a': 'on', 'reason:a': 'was stuck earlier', 'allFine:b': 'on', 'cordsOutOfReach:c': 'on' },
    )
    expect(read).toEqual({
      ok: true,
      rows: [ticked('a'), cordless('b'), { ...cordless('c'), fitted: false, operates: false, safetyFitted: false }],
    })
    if (read.ok) expect(checklistState(read.rows)).toBe('incomplete')
  })

  it("reads the form against the order's own lines: extra windows are ignored, a stale reason dropped", () => {
    const read = checklistFromForm([{ lineId: 'a' }, { lineId: 'b' }], {
      'fitted:a': 'on',
      'operates:a': 'on',
      'safetyFitted:a': 'on',
      'cordsOutOfReach:a': 'on',
      'reason:a': 'was stuck earlier',
      'fitted:b': 'on',
      'reason:b': '  Bracket missing  ',
      'fitted:zzz': 'on',
    })
    expect(read).toEqual({
      ok: true,
      rows: [
        ticked('a'),
        {
          ...ticked('b'),
          operates: false,
          safetyFitted: false,
          cordsOutOfReach: false,
          notSignedOffReason: 'Bracket missing',
        },
      ],
    })
  })

  it('refuses a reason against the one rule for typed fields, or too long', () => {
    expect(checklistFromForm([{ lineId: 'a' }], { 'reason:a': 'odd\u202Etext' })).toMatchObject({ ok: false })
    expect(checklistFromForm([{ lineId: 'a' }], { 'reason:a': 'x'.repeat(301) })).toMatchObject({ ok: false })
  })
})

describe("the customer's copy", () => {
  const facts = {
    businessName: 'Blinds Co',
    email: 'hi@example.com',
    phonePrimary: '0121 000 0000',
    responseHours: 2,
    siteUrl: 'https://x',
  }
  it('lists each window with the checks asked of it, who signed, the fitter and the photo choice', () => {
    const mail = fittingSignedOffMail(
      'c@example.com',
      {
        number: 'Q00042',
        customerName: 'Cara',
        signedName: 'Cara Customer',
        signedAt: '2026-11-28T10:00:00.000Z',
        fitter: 'Sam',
        photoConsent: false,
        afterPhotos: 0,
        windows: [
          { ...ticked('a'), room: 'Kitchen', blind: 'Faux Wood Venetian Blinds' },
          { ...cordless('b'), room: 'Nursery', blind: 'Real Wood Venetian Blinds' },
        ],
        money: { owedPence: 0, bank: null },
      },
      facts,
    )
    expect(mail.subject).toBe('Your blinds are fitted: order Q00042 – Blinds Co')
    expect(mail.text).toContain(
      'Cara Customer signed off the fitting of order Q00042 on Saturday, 28 November 2026, with Sam',
    )
    expect(mail.text).toContain('- Kitchen: Faux Wood Venetian Blinds\n    [x] Fitted')
    expect(mail.text).toContain('[x] Child-safety device fitted')
    // The cordless nursery blind's copy lists its three checks, no unticked cords line.
    const nursery = mail.text.slice(mail.text.indexOf('- Nursery'))
    expect(nursery).toMatch(
      /^- Nursery: Real Wood Venetian Blinds\n {4}\[x\] Fitted\n.*\n {4}\[x\] Child-safety device fitted\n\n/,
    )
    expect(mail.text.match(/Cords or chains/g)).toHaveLength(1)
    expect(mail.text).toContain('will not be shown on our website')
    expect(mail.text).not.toContain('photos of your fitted blinds;')
  })

  it('names the after photos by their count only, never attaching them', () => {
    const copy = (afterPhotos: number) =>
      fittingSignedOffMail(
        'c@example.com',
        {
          number: 'Q00043',
          customerName: 'Cara',
          signedName: 'Cara Customer',
          signedAt: '2026-11-28T10:00:00.000Z',
          fitter: 'Sam',
          photoConsent: true,
          afterPhotos,
          windows: [{ ...ticked('a'), room: 'Kitchen', blind: 'Faux Wood Venetian Blinds' }],
          money: { owedPence: 0, bank: null },
        },
        facts,
      )
    expect(copy(2).text).toContain('We took 2 photos of your fitted blinds; they are kept privately with your order.')
    expect(copy(1).text).toContain('We took 1 photo of your fitted blinds; it is kept privately with your order.')
    expect(copy(2)).not.toHaveProperty('attachments')
  })

  it('states the balance still owed and how to pay it, or that the order is paid in full', () => {
    const copy = (money: Parameters<typeof fittingSignedOffMail>[1]['money']) =>
      fittingSignedOffMail(
        'c@example.com',
        {
          number: 'Q00044',
          customerName: 'Cara',
          signedName: 'Cara Customer',
          signedAt: '2026-11-28T10:00:00.000Z',
          fitter: 'Sam',
          photoConsent: false,
          afterPhotos: 0,
          windows: [{ ...ticked('a'), room: 'Kitchen', blind: 'Faux Wood Venetian Blinds' }],
          money,
        },
        facts,
      ).text
    const bank = { accountName: 'Blinds Co Ltd', sortCode: '12-34-56', accountNumber: '12345678' }
    const owing = copy({ owedPence: 18550, bank })
    expect(owing).toContain('Still to pay for order Q00044: £185.50, the balance, due on the day of fitting.')
    expect(owing).toContain(
      'Please pay it by bank transfer to account name Blinds Co Ltd, sort code 12-34-56, account number 12345678, with Q00044 as the reference.',
    )
    expect(owing).not.toContain('paid in full')
    expect(copy({ owedPence: 18550, bank: null })).toContain('call us on 0121 000 0000 for our bank details')
    const paid = copy({ owedPence: 0, bank })
    expect(paid).toContain('Your order is paid in full. Thank you.')
    expect(paid).not.toContain('Still to pay')
  })
})
