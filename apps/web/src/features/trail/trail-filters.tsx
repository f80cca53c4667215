import type { TrailActorType, TrailObjectType } from '@console/contract/trail';
import { Button, Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMembers } from '../../lib/api/list-members';
import type { TrailFilter } from '../../lib/api/list-trail';
import { DeferredRangePicker } from '../../lib/forms/deferred-picker';
import { DeferredSelect } from '../../lib/forms/deferred-select';
import { dayOf, FilterSlot, toDayRange } from '../../lib/forms/filter-slot';
import { useAbilities } from '../../lib/merchant/merchant-context';
import {
  actionLabel,
  MERCHANT_OBJECT_TYPES,
  objectTypeLabel,
  TRAIL_ACTIONS,
} from '../../lib/trail/trail-labels';
import { useTrailWords } from '../../lib/trail/use-trail-words';
import { isTrailFilterActive } from './trail-url-filter';

type Props = { filter: TrailFilter; onChange: (next: TrailFilter) => void };
type Option = { value: string; label: string };

/** The actor choice as one value: a kind (`customer`), or a member by user id (`member:12`). */
const actorValue = (filter: TrailFilter) =>
  filter.actorType === undefined
    ? undefined
    : filter.actorId === undefined
      ? filter.actorType
      : `${filter.actorType}:${filter.actorId}`;

function readActor(value: string | undefined): Pick<TrailFilter, 'actorType' | 'actorId'> {
  if (value === undefined) return {};
  const [type, id] = value.split(':');
  return { actorType: type as TrailActorType, actorId: id === undefined ? undefined : Number(id) };
}

/**
 * Who: any member or one of them (the members list, for those who may read it: member:manage),
 * customers, the system, platform operators. Whoever the URL names is listed too, so the field
 * shows it (a member since removed, a customer linked from elsewhere).
 */
function useActorOptions(filter: TrailFilter): Option[] {
  const { t } = useTranslation();
  const canListMembers = useAbilities().can('member:manage');
  const members = useMembers({ enabled: canListMembers });
  const options: Option[] = [
    { value: 'member', label: t('trail.filter.actor.anyMember') },
    ...(members.data ?? []).map((member) => ({
      value: `member:${member.userId}`,
      label: t('trail.filter.actor.member', { name: member.nickname }),
    })),
    { value: 'customer', label: t('trail.filter.actor.customer') },
    { value: 'system', label: t('trail.filter.actor.system') },
    { value: 'operator', label: t('trail.filter.actor.operator') },
  ];
  const current = actorValue(filter);
  if (current !== undefined && !options.some((option) => option.value === current)) {
    options.push({
      value: current,
      label: `${t(`trail.who.${filter.actorType!}`)} #${filter.actorId}`,
    });
  }
  return options;
}

/**
 * An action names its object type too (`order.refund`): picked without a type, it sets both,
 * since the same word means different things per type (docs/web.md "Trail page").
 */
function useActionOptions(filter: TrailFilter): Option[] {
  const { lookup } = useTrailWords();
  const types = filter.objectType ? [filter.objectType] : MERCHANT_OBJECT_TYPES;
  const options = types.flatMap((type) =>
    (TRAIL_ACTIONS[type] ?? []).map((action) => ({
      value: `${type}.${action}`,
      label: filter.objectType
        ? actionLabel(lookup, type, action)
        : `${objectTypeLabel(lookup, type)} · ${actionLabel(lookup, type, action)}`,
    })),
  );
  const current = actionValue(filter);
  if (current !== undefined && !options.some((option) => option.value === current)) {
    options.push({ value: current, label: filter.action! });
  }
  return options;
}

const actionValue = (filter: TrailFilter) =>
  filter.action === undefined ? undefined : `${filter.objectType ?? ''}.${filter.action}`;

/** Who, object type and id, action, days (the merchant's); a reset. Wraps on narrow screens. */
export function TrailFilters({ filter, onChange }: Props) {
  const { t } = useTranslation();
  const { lookup } = useTrailWords();
  const set = (patch: Partial<TrailFilter>) => onChange({ ...filter, ...patch });
  const actors = useActorOptions(filter);
  const actions = useActionOptions(filter);
  const selectStyle = { width: 200, maxWidth: '100%' };

  return (
    <Flex wrap gap={8} align="center">
      <FilterSlot testId="trail-filter-actor">
        <DeferredSelect<string>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('trail.filter.actor')}
          aria-label={t('trail.filter.actor')}
          value={actorValue(filter)}
          onChange={(value) =>
            set({ actorType: undefined, actorId: undefined, ...readActor(value) })
          }
          options={actors}
          popupMatchSelectWidth={false}
          style={selectStyle}
        />
      </FilterSlot>
      <FilterSlot testId="trail-filter-object-type">
        <DeferredSelect<TrailObjectType>
          allowClear
          placeholder={t('trail.filter.objectType')}
          aria-label={t('trail.filter.objectType')}
          value={filter.objectType}
          // Another type: the action and id chosen for the last one mean nothing for it.
          onChange={(objectType) => set({ objectType, objectId: undefined, action: undefined })}
          options={MERCHANT_OBJECT_TYPES.map((type) => ({
            value: type,
            label: objectTypeLabel(lookup, type),
          }))}
          popupMatchSelectWidth={false}
          style={{ width: 160, maxWidth: '100%' }}
        />
      </FilterSlot>
      <Input.Search
        // Remounted when the URL's id changes (reset, a link), so the box shows it.
        key={filter.objectId ?? ''}
        allowClear
        inputMode="numeric"
        defaultValue={filter.objectId}
        placeholder={t('trail.filter.objectId')}
        aria-label={t('trail.filter.objectId')}
        onSearch={(value) => {
          const id = value.trim();
          set({ objectId: /^[1-9]\d{0,14}$/.test(id) ? Number(id) : undefined });
        }}
        style={{ width: 160, maxWidth: '100%' }}
        data-testid="trail-filter-object-id"
      />
      <FilterSlot testId="trail-filter-action">
        <DeferredSelect<string>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('trail.filter.action')}
          aria-label={t('trail.filter.action')}
          value={actionValue(filter)}
          onChange={(value) => {
            if (value === undefined) return set({ action: undefined });
            const [type, action] = value.split('.') as [string, string];
            set({ action, ...(type ? { objectType: type as TrailObjectType } : {}) });
          }}
          options={actions}
          popupMatchSelectWidth={false}
          style={selectStyle}
        />
      </FilterSlot>
      <FilterSlot testId="trail-filter-days">
        <DeferredRangePicker
          allowEmpty={[true, true]}
          placeholder={[t('trail.filter.from'), t('trail.filter.to')]}
          value={toDayRange(filter.from, filter.to)}
          onChange={(dates) => set({ from: dayOf(dates?.[0]), to: dayOf(dates?.[1]) })}
          style={{ width: 260, maxWidth: '100%' }}
        />
      </FilterSlot>
      <Button
        disabled={!isTrailFilterActive(filter)}
        onClick={() => onChange({})}
        data-testid="trail-filter-reset"
      >
        {t('trail.filter.reset')}
      </Button>
    </Flex>
  );
}
