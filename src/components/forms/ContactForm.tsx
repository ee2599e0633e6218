'use client'
// Being built by the lead engineer (leads issue): final props are { source } (the page path it sits on).
export function ContactForm({ source }: { source: string }) {
  return <form aria-label="Contact us" data-source={source} />
}
