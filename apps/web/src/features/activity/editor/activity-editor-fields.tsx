import {
  ACTIVITY_ADDRESS_MAX,
  ACTIVITY_CAPACITY_MAX,
  ACTIVITY_CATEGORIES,
  ACTIVITY_LINK_MAX,
  ACTIVITY_MODES,
  ACTIVITY_SUMMARY_MAX,
  ACTIVITY_TITLE_MAX,
} from '@console/contract/activities';
import {
  Cascader,
  Checkbox,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { cloneElement, useEffect, useState, type ReactElement, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { dayInZone, zoneNoteOf } from '../../../lib/format-date';
import { useMerchantTimeZone } from '../../../lib/merchant/merchant-time';
import { fromZoneWallTime } from '../../../lib/zone-wall-time';
import { loadRegionOptions, type RegionOption } from '../../../lib/regions/region-options';
import { ImageUpload } from '../../../lib/upload/image-upload';
import { RichTextEditor } from './activity-editor-rich-text';
import { useActivityRules } from './activity-editor-rules';
import { ACTIVITY_PRICE_MAX_YUAN, type ActivityFormValues } from './activity-editor-values';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';
const DAY = 'YYYY-MM-DD';

/**
 * The pickers pick wall times in the merchant's zone (docs/web.md "Dates and time zones"): days
 * before the merchant's today are closed, and where the browser's clock differs the zone and its
 * offset (at the chosen start, else now) are named under the time.
 */
function useZonePicking() {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const time = Form.useWatch<ActivityFormValues['time']>('time');
  const start = time?.[0];
  const at = start ? fromZoneWallTime(start, timeZone) : new Date().toISOString();
  const offset = zoneNoteOf(at, timeZone);
  const note =
    offset === null ? undefined : (
      <span data-testid="activity-time-zone">
        {t('activityEditor.timeZone', { zone: timeZone, offset })}
      </span>
    );
  const beforeToday = (day: Dayjs) => day.format(DAY) < dayInZone(Date.now(), timeZone);
  return { note, beforeToday };
}

/**
 * A wrapper with the browser tests' id around a control whose own element cannot carry it (the
 * upload's hidden input, the range picker's two inputs); Form.Item's value and handlers pass on.
 */
function TestIdBox({
  testId,
  children,
  ...control
}: { testId: string; children: ReactElement<object> } & object) {
  return <div data-testid={testId}>{cloneElement(children, control)}</div>;
}

function useRegions() {
  const [regions, setRegions] = useState<RegionOption[] | null>(null);
  useEffect(() => {
    let alive = true;
    void loadRegionOptions().then((options) => {
      if (alive) setRegions(options);
    });
    return () => {
      alive = false;
    };
  }, []);
  return regions;
}

/**
 * The DESIGN §4 activity fields. Two columns from 992 px (antd `lg`), one below. The asterisks
 * mark what a submission needs; a draft may leave anything empty.
 */
export function ActivityFields({ strict }: { strict: RefObject<boolean> }) {
  const { t } = useTranslation();
  const rules = useActivityRules(strict);
  const regions = useRegions();
  const { note: zoneNote, beforeToday } = useZonePicking();
  const mode = Form.useWatch<ActivityFormValues['mode']>('mode');
  const unlimited = Form.useWatch<boolean>('unlimited');
  const half = { xs: 24, lg: 12 };

  return (
    <Row gutter={24}>
      <Col {...half}>
        <Form.Item name="title" label={t('activity.field.title')} rules={rules('title')} required>
          <Input maxLength={ACTIVITY_TITLE_MAX} showCount data-testid="activity-title" />
        </Form.Item>
        <Form.Item
          name="category"
          label={t('activity.field.category')}
          rules={rules('category')}
          required
        >
          <Select
            data-testid="activity-category"
            placeholder={t('activityEditor.choose')}
            options={ACTIVITY_CATEGORIES.map((value) => ({
              value,
              label: t(`activity.category.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="cover"
          label={t('activity.field.cover')}
          rules={rules('cover')}
          extra={t('uploader.hint')}
          required
        >
          <TestIdBox testId="activity-cover">
            <ImageUpload max={1} />
          </TestIdBox>
        </Form.Item>
        <Form.Item name="summary" label={t('activity.field.summary')} rules={rules('summary')}>
          <Input.TextArea
            rows={3}
            maxLength={ACTIVITY_SUMMARY_MAX}
            showCount
            data-testid="activity-summary"
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="mode" label={t('activity.field.mode')} rules={rules('mode')} required>
          <Radio.Group
            data-testid="activity-mode"
            optionType="button"
            options={ACTIVITY_MODES.map((value) => ({
              value,
              label: t(`activity.mode.${value}`),
            }))}
          />
        </Form.Item>
        {mode === 'online' ? (
          <Form.Item
            name="link"
            label={t('activity.field.link')}
            rules={rules('link')}
            dependencies={['mode']}
            required
          >
            <Input
              maxLength={ACTIVITY_LINK_MAX}
              placeholder="https://"
              inputMode="url"
              data-testid="activity-link"
            />
          </Form.Item>
        ) : (
          <>
            <Form.Item
              name="region"
              label={t('activity.field.region')}
              rules={rules('region')}
              dependencies={['mode']}
              required
            >
              <Cascader
                options={regions ?? []}
                loading={regions === null}
                placeholder={regions === null ? t('activityEditor.regionLoading') : undefined}
                showSearch
                data-testid="activity-region"
              />
            </Form.Item>
            <Form.Item
              name="address"
              label={t('activity.field.address')}
              rules={rules('address')}
              dependencies={['mode']}
              required
            >
              <Input maxLength={ACTIVITY_ADDRESS_MAX} data-testid="activity-address" />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="time"
          label={t('activity.field.time')}
          rules={rules('time')}
          dependencies={['signupDeadline']}
          extra={zoneNote}
          required
        >
          <TestIdBox testId="activity-time-range">
            <DatePicker.RangePicker
              showTime={{ format: 'HH:mm' }}
              format={TIME_FORMAT}
              disabledDate={beforeToday}
              placeholder={[t('activity.field.startAt'), t('activity.field.endAt')]}
              style={{ width: '100%' }}
            />
          </TestIdBox>
        </Form.Item>
        <Form.Item
          name="signupDeadline"
          label={t('activity.field.signupDeadline')}
          rules={rules('signupDeadline')}
          dependencies={['time']}
          extra={t('activityEditor.deadlineHint')}
          required
        >
          <TestIdBox testId="activity-deadline">
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format={TIME_FORMAT}
              // "Now" would be the browser's wall clock, not the merchant's.
              showNow={false}
              disabledDate={beforeToday}
              style={{ width: '100%' }}
            />
          </TestIdBox>
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label={t('activity.field.capacity')} required>
              <Space align="center" wrap>
                <Form.Item
                  name="capacity"
                  noStyle
                  rules={rules('capacity')}
                  dependencies={['unlimited']}
                >
                  <InputNumber
                    min={1}
                    max={ACTIVITY_CAPACITY_MAX}
                    precision={0}
                    disabled={unlimited}
                    aria-label={t('activity.field.capacity')}
                    style={{ width: 140 }}
                    data-testid="activity-capacity"
                  />
                </Form.Item>
                <Form.Item name="unlimited" valuePropName="checked" noStyle>
                  <Checkbox data-testid="activity-unlimited">{t('activity.unlimited')}</Checkbox>
                </Form.Item>
              </Space>
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="price"
              label={t('activityEditor.priceYuan')}
              rules={rules('price')}
              extra={t('activityEditor.priceHint')}
              required
            >
              <InputNumber
                min={0}
                max={ACTIVITY_PRICE_MAX_YUAN}
                precision={2}
                step={1}
                prefix="¥"
                style={{ width: '100%' }}
                data-testid="activity-price"
              />
            </Form.Item>
          </Col>
        </Row>
      </Col>
      <Col span={24}>
        <Form.Item
          name="description"
          label={t('activity.field.description')}
          rules={rules('description')}
          extra={t('activityEditor.descriptionHint')}
        >
          <RichTextEditor />
        </Form.Item>
      </Col>
    </Row>
  );
}
