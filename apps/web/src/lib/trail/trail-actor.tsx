import type { TrailActorType, TrailEntry } from '@console/contract/trail';
import { Tag } from 'antd';
import { actorTypeLabel } from './trail-labels';
import { useTrailWords } from './use-trail-words';

const ACTOR_COLORS: Record<TrailActorType, string> = {
  member: 'blue',
  operator: 'purple',
  customer: 'green',
  system: 'default',
};

/** Who made an entry: their kind as a tag, then their name as it was at the write. */
export function TrailActor({ actor }: { actor: TrailEntry['actor'] }) {
  const { lookup } = useTrailWords();
  const name = actor.name || (actor.id === null ? '' : `#${actor.id}`);
  return (
    <span data-actor-type={actor.type} data-actor-id={actor.id ?? undefined}>
      <Tag color={ACTOR_COLORS[actor.type]} style={{ marginInlineEnd: 4 }}>
        {actorTypeLabel(lookup, actor.type)}
      </Tag>
      {name}
    </span>
  );
}
