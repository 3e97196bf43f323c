import './styles.css'
import { startPrefetch } from '@/app/prefetch'

// The entry is small on purpose: it asks for the first screen's data at once, then loads the app,
// whose framework takes most of a phone's first second to parse (issue 6). The demo backend answers
// only once the app has started it, so the demo build asks for nothing early.
if (import.meta.env.VITE_DEMO !== 'true') startPrefetch(window.location.pathname, window.location.search)
void import('@/app/boot').then(({ boot }) => boot())
