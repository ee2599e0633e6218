'use client'
// Being built by the lead engineer (leads issue): final props are { areaName, areaSlug }.
export function AreaBookingForm({ areaName }: { areaName: string; areaSlug: string }) {
  return <form aria-label={`Book a free survey in ${areaName}`} />
}
