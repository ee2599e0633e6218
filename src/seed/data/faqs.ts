/** Demo FAQs (seed 2.3 FAQ section and service-areas FAQ entries). Facts in answers mirror the settings defaults. */
export const SEED_FAQS = [
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
    answer:
      'Usually 10-14 days after measuring. Fast-track fitting within one week is available for an extra fee.',
  },
] as const
