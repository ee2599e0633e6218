import { LifeBuoy, type IconComponent, MessagesSquare, RulerDimensionLine, Timer, Wrench } from '@/components/icons'

import type { ServiceIcon as IconName } from '@/lib/services/frames'

const ICONS: Record<IconName, IconComponent> = {
  ruler: RulerDimensionLine,
  wrench: Wrench,
  timer: Timer,
  messages: MessagesSquare,
  shield: LifeBuoy,
}

export function ServiceIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name]
  return <Icon aria-hidden="true" className={className} />
}
