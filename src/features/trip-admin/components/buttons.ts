import { buttonPrimary, buttonSecondary } from '@/components/ui/button-styles'

// The shared button looks at their own width (the shared ones fill their container, as forms in one column want).
export const primaryButton = buttonPrimary.replace('w-full', 'w-auto')
export const secondaryButton = buttonSecondary.replace('w-full', 'w-auto')
