import './screen-placeholder.css';
import { LightSkeleton } from '../components/light/light-skeleton';

/**
 * Where a member screen goes while its code downloads, in its pre-rendered frame (web/src/prerender.tsx):
 * a bar for the title and two blocks of lines for the content, sized like a screen's first view so
 * the footer does not jump when the screen replaces them. Grey bars only: nothing of the member's.
 */
export function ScreenPlaceholder() {
  return (
    <div className="screen-placeholder" aria-busy="true">
      <LightSkeleton rows={1} className="screen-placeholder__title" />
      <div className="screen-placeholder__block">
        <LightSkeleton rows={7} />
      </div>
      <div className="screen-placeholder__block">
        <LightSkeleton rows={5} />
      </div>
    </div>
  );
}
