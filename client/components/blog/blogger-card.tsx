import type { BloggerSummary } from '../../../shared/types/blog.ts';
import { useSite } from '../../site-context.tsx';
import { ResponsiveImage } from '../responsive-image.tsx';

/** A blogger on a list: picture (decoration beside the name), the name as the link, the bio. */
export function BloggerCard({ blogger, headingLevel = 2 }: { blogger: BloggerSummary; headingLevel?: 2 | 3 }) {
  const { localHref } = useSite();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="blogger-card">
      <ResponsiveImage className="blogger-card__picture" src={blogger.picture} alt="" width={480} height={480} sizes="96px" maxWidth={320} />
      <div className="blogger-card__text">
        <Heading className="blogger-card__name"><a href={localHref(blogger.path)}>{blogger.name}</a></Heading>
        {blogger.bio ? <p className="blogger-card__bio">{blogger.bio}</p> : null}
      </div>
    </article>
  );
}
