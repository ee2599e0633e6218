import type { Payload, PayloadRequest } from 'payload'

import { businessFacts } from '@/lib/platform/businessFacts'
import { sendMails } from '@/lib/platform/sendMails'
import type { QuoteQuestion } from '@/payload-types'
import { quoteNumber } from '../lines/content'
import { quoteAnswerMail } from './mails'

/** E-mails staff's answer to the customer who asked (the address on the quote now). */
export async function mailAnswer(payload: Payload, question: QuoteQuestion, req?: Partial<PayloadRequest>) {
  const quoteId = typeof question.quote === 'object' ? question.quote.id : question.quote
  const quote = await payload.findByID({ collection: 'quotes', id: quoteId, depth: 0, overrideAccess: true, req })
  if (!quote.customerEmail || !question.answer) return
  const mail = quoteAnswerMail(
    quote.customerEmail,
    { number: quoteNumber(quote.id), name: quote.customerName },
    { question: question.text, answer: question.answer },
    await businessFacts(payload),
  )
  await sendMails(payload, [mail], `quote ${quote.id} answer`)
}
