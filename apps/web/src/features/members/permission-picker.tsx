import { PERMISSION_KEYS, type PermissionKey } from '@console/contract/roles';
import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAbilities } from '../../lib/merchant/merchant-context';

type Props = { value?: PermissionKey[]; onChange?: (value: PermissionKey[]) => void };

/** DESIGN §4: nobody grants what they lack, so only the keys the current user holds are offered. */
export function PermissionPicker({ value, onChange }: Props) {
  const { t } = useTranslation();
  const held = useAbilities().permissions;
  return (
    <Checkbox.Group
      value={value}
      // Keys the member has but the editor lacks are not offered, and are kept as they are.
      onChange={(next) =>
        onChange?.([
          ...(next as PermissionKey[]),
          ...(value ?? []).filter((key) => !held.includes(key)),
        ])
      }
      options={PERMISSION_KEYS.filter((key) => held.includes(key)).map((key) => ({
        value: key,
        label: <span data-testid={`permission-${key}`}>{t(`permission.${key}`)}</span>,
      }))}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 8,
      }}
      data-testid="permission-picker"
    />
  );
}
