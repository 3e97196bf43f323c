import image403 from './result-images/403.svg?no-inline'
import image404 from './result-images/404.svg?no-inline'
import image500 from './result-images/500.svg?no-inline'

/**
 * Generic result images for 403, 404 and 500, drawn in fixed copies of the theme's colours (`src/theme.ts`: an image
 * file cannot read its variables). Files of their own, fetched only by a page that
 * shows one, so they weigh nothing in the first load; the space is kept while one comes, and a file that cannot come
 * leaves it empty (the page's words say everything).
 */
type Status = 403 | 404 | 500

const images: Record<Status, string> = { 403: image403, 404: image404, 500: image500 }

export function ResultImage({ status, width = 240 }: { status: Status; width?: number }) {
  return <img src={images[status]} width={width} height={(width * 2) / 3} alt="" data-result-image={status} />
}
