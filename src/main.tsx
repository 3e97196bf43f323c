import { startApp } from '@/app/start'
import { reloadOnStaleRelease } from '@/lib/stale-release'

reloadOnStaleRelease()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
// The demo backend answers before the app's first call; the literal check lets the production build
// drop it entirely.
if (import.meta.env.VITE_DEMO === 'true') {
  void import('@/mocks/browser').then((demo) => demo.startDemoBackend()).then(() => startApp(root))
} else {
  void startApp(root)
}
