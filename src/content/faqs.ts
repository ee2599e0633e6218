import type { Faq } from '@/payload-types'

/**
 * Default questions and answers by topic, in display order. Facts in the answers (lead times, travel, guarantee) match
 * the default settings in ./settings.ts.
 */
export const DEFAULT_FAQS: Pick<Faq, 'topic' | 'question' | 'answer'>[] = [
  {
    topic: 'home',
    question: 'How long does installation take?',
    answer:
      'A standard room takes about 1-2 hours. Bay windows or several rooms take longer, and we will tell you how long when we measure.',
  },
  {
    topic: 'home',
    question: 'What is the difference between wooden and faux wood blinds?',
    answer:
      'Our wooden blinds are real basswood: warm and light, ideal for living rooms and bedrooms. Faux wood blinds are PVC: moisture-resistant, so they suit kitchens and bathrooms, and they cost less and are easier to clean.',
  },
  {
    topic: 'home',
    question: 'Can you measure bay windows?',
    answer:
      'Yes. Bay windows need precise angles, so we recommend our free professional measuring service rather than measuring yourself.',
  },
  {
    topic: 'home',
    question: 'Are your blinds safe for children?',
    answer:
      'We offer cordless options and fit safety devices on every corded blind, in line with the UK child-safety regulations for blinds.',
  },
  {
    topic: 'home',
    question: 'How do I clean my blinds?',
    answer:
      'Dust them regularly. Wipe wooden blinds with a barely damp cloth and keep moisture off the wood; faux wood blinds can be cleaned with mild soapy water.',
  },
  {
    topic: 'areas',
    question: 'How far do you travel?',
    answer: 'We cover Birmingham and the surrounding towns, roughly 30 minutes from our Sheldon showroom.',
  },
  {
    topic: 'areas',
    question: 'Do you charge for travel?',
    answer: 'No. Measuring visits and fitting within our service area carry no travel charge.',
  },
  {
    topic: 'areas',
    question: 'How quickly can you fit my blinds?',
    answer: 'Usually 10-14 days after measuring. Fast-track fitting within one week is available for an extra fee.',
  },
  // Service and collection pages.
  {
    topic: 'measuring',
    question: 'Is the measuring visit really free?',
    answer:
      'Yes. The visit, the advice and the written quote cost nothing, there is no obligation to buy and no travel charge within our service area.',
  },
  {
    topic: 'measuring',
    question: 'How soon can you come and measure?',
    answer:
      'We reply within 24 hours to arrange a time, and most measuring visits take place within 24-48 hours of your call, at a time that suits you.',
  },
  {
    topic: 'measuring',
    question: 'Can I measure my windows myself?',
    answer:
      'You can, but we do not recommend it. Made-to-measure blinds are made to the millimetre, and a small mistake can mean a blind that does not fit. When we measure, getting the fit right is our responsibility.',
  },
  {
    topic: 'measuring',
    question: 'Do I need to be at home for the measuring visit?',
    answer:
      'Yes, please: someone over 18 needs to let us in. It is also the best time to see the samples in your own light and ask us anything.',
  },
  {
    topic: 'installation',
    question: 'How long will fitting day take?',
    answer:
      'Most homes take 2-4 hours. A single standard room is often done in 1-2 hours; bay windows and several rooms take longer, and we tell you how long when we measure.',
  },
  {
    topic: 'installation',
    question: 'Is fitting included in the price?',
    answer: 'Yes. Measuring and fitting are included in the price on your written quote.',
  },
  {
    topic: 'installation',
    question: 'Can you fit blinds into plasterboard or tiles?',
    answer:
      'Yes. We choose fixings to suit your walls, whether brick, block, plasterboard or timber, and we can fit inside the window recess or on the wall above it, as agreed at the measuring visit.',
  },
  {
    topic: 'installation',
    question: 'Will there be any mess?',
    answer: 'Very little. We clear up the dust from drilling and take all the packaging away with us.',
  },
  {
    topic: 'fast-track',
    question: 'How fast is fast-track fitting?',
    answer: 'We make and fit your blinds within one week of the measuring visit, instead of our usual 10-14 days.',
  },
  {
    topic: 'fast-track',
    question: 'How much does fast-track cost?',
    answer:
      'There is an extra fee, which depends on how many blinds you order. It is shown on your written quote, so you know the cost before you decide.',
  },
  {
    topic: 'fast-track',
    question: 'Is fast-track available for every blind?',
    answer:
      'It is available for both our faux wood and real wood collections. If a particular size or option cannot be made in time, we tell you at the measuring visit.',
  },
  {
    topic: 'consultations',
    question: 'Do I have to pay for advice?',
    answer:
      'No. Consultations are free, whether at home, in our showroom or over the phone, and there is no obligation to buy.',
  },
  {
    topic: 'consultations',
    question: 'Can I see the blinds before I buy?',
    answer:
      'Yes. Visit our showroom in Sheldon, or we will bring samples of every finish to your home at the free measuring visit.',
  },
  {
    topic: 'consultations',
    question: 'Which blinds suit which room?',
    answer:
      'Real wood (basswood) is lovely in living rooms and bedrooms. For kitchens, bathrooms and anywhere with steam or splashes, choose faux wood: it is moisture-resistant PVC and easy to clean.',
  },
  {
    topic: 'consultations',
    question: 'Do I need an appointment to visit the showroom?',
    answer:
      'You are welcome during opening hours, but please ring ahead: we are often out measuring and want to make sure someone is free to show you the samples.',
  },
  {
    topic: 'aftercare',
    question: 'What does the 5-year guarantee cover?',
    answer:
      'Manufacturing faults in the blind and its mechanism for 5 years from fitting. It does not cover damage from misuse, moisture on real wood blinds or normal wear.',
  },
  {
    topic: 'aftercare',
    question: 'What should I do if a blind stops working properly?',
    answer:
      'Call or e-mail us, ideally with a photo. Often we can talk you through a quick fix; if not, we arrange a visit. Under guarantee there is nothing to pay.',
  },
  {
    topic: 'aftercare',
    question: 'How should I look after real wood blinds?',
    answer:
      'Dust them regularly with a soft cloth or duster and wipe with a barely damp cloth when needed. Keep them away from steam and splashes, and dry any water off straight away.',
  },
  {
    topic: 'aftercare',
    question: 'Can you repair blinds after the guarantee ends?',
    answer:
      'Yes. We can replace slats, cords and tapes, re-tension a blind or move it to another window. We always quote before doing any paid work.',
  },
  {
    topic: 'wooden',
    question: 'What are your wooden blinds made of?',
    answer:
      'Genuine basswood, a light and stable hardwood with a fine grain, with 50mm slats in four finishes: Urban, Oxford, Dolmen and Carbon.',
  },
  {
    topic: 'wooden',
    question: 'Which rooms suit real wood blinds?',
    answer:
      'Living rooms, bedrooms, dining rooms and studies. Real wood can warp in steam and damp, so for kitchens and bathrooms we recommend faux wood.',
  },
  {
    topic: 'wooden',
    question: 'Can wooden blinds be electric?',
    answer: 'Yes, electric operation is available for our wooden blinds. Ask us about it at your free measuring visit.',
  },
  {
    topic: 'wooden',
    question: 'Are decorative tapes available?',
    answer:
      'Yes. Cloth tapes cover the ladder strings and the string holes in the slats, in colours to match or contrast with your finish.',
  },
  {
    topic: 'faux-wood',
    question: 'What is faux wood?',
    answer:
      'A PVC slat finished to look like painted or stained timber. It looks like wood but will not warp in steam and damp.',
  },
  {
    topic: 'faux-wood',
    question: 'Can I have faux wood blinds in a bathroom?',
    answer:
      'Yes. Faux wood is moisture-resistant, which makes it the right choice for bathrooms, kitchens and utility rooms.',
  },
  {
    topic: 'faux-wood',
    question: 'Are faux wood blinds easy to clean?',
    answer: 'Very. Dust them now and then and wipe the slats with mild soapy water and a soft cloth.',
  },
  {
    topic: 'faux-wood',
    question: 'Is faux wood cheaper than real wood?',
    answer:
      'Yes. Faux wood costs less than our basswood blinds, which makes it easy to fit out every window in the house. See the starting prices on this page.',
  },
]
