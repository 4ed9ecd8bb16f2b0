import { useEffect, useRef, useState } from 'react'
import { useRouterState } from '@tanstack/react-router'

/** Spec §9 loading-bar defaults. */
const LOADING_BAR_DEFAULTS = { throttle: 200, duration: 2000, hideDelay: 500, resetDelay: 400, height: 3 }

interface LoadingBarProps {
  throttle?: number
  duration?: number
  hideDelay?: number
  resetDelay?: number
  height?: number
  color?: string
}

/**
 * Top route-change bar: appears only when a navigation outlasts `throttle`, creeps towards the end over
 * `duration`, then completes, hides after `hideDelay` and resets after `resetDelay`.
 */
export function LoadingBar({
  throttle = LOADING_BAR_DEFAULTS.throttle,
  duration = LOADING_BAR_DEFAULTS.duration,
  hideDelay = LOADING_BAR_DEFAULTS.hideDelay,
  resetDelay = LOADING_BAR_DEFAULTS.resetDelay,
  height = LOADING_BAR_DEFAULTS.height,
  color = 'var(--color-loading-bar)',
}: LoadingBarProps) {
  const loading = useRouterState({ select: (s) => s.isLoading || s.status === 'pending' })
  const [progress, setProgress] = useState(0)
  const [visible, setVisible] = useState(false)
  const timers = useRef<number[]>([])

  useEffect(() => {
    const clear = () => {
      for (const t of timers.current) {
        window.clearTimeout(t)
        window.clearInterval(t)
      }
      timers.current = []
    }
    clear()
    if (loading) {
      timers.current.push(
        window.setTimeout(() => {
          setVisible(true)
          setProgress(0)
          const step = 10000 / Math.max(duration, 1)
          timers.current.push(window.setInterval(() => setProgress((p) => Math.min(p + step * (1 - p / 100), 95)), 100))
        }, throttle),
      )
    } else {
      setProgress((p) => (p > 0 ? 100 : 0))
      timers.current.push(
        window.setTimeout(() => {
          setVisible(false)
          timers.current.push(window.setTimeout(() => setProgress(0), resetDelay))
        }, hideDelay),
      )
    }
    return clear
  }, [loading, throttle, duration, hideDelay, resetDelay])

  return (
    <div
      aria-hidden="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-50"
      style={{
        height,
        opacity: visible ? 1 : 0,
        transition: 'opacity 200ms',
      }}
    >
      <div
        className="h-full origin-left"
        style={{ background: color, transform: `scaleX(${progress / 100})`, transition: 'transform 100ms linear' }}
      />
    </div>
  )
}
