import type { ProfileContent } from '@console/contract/account-profile';
import { NICKNAME_MAX } from '@console/contract/account-profile';
import { apiCodes } from '@console/contract/api-codes';
import type { UploadedFile } from '@console/contract/uploads';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
// The Input file, not the index: TextArea, OTP and Search are not used here (docs/web.md).
import Input from 'antd/es/input/Input';
import { LazyResult } from '../../lib/lazy-result';
import { PlainCard } from '../../lib/card/plain-card';
import { DeferredSelect } from '../../lib/forms/deferred-select';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback';
import { applyFieldErrors } from '../../lib/forms/apply-field-errors';
import { isApiError } from '../../lib/http/api-error';
import { isTextKey } from '../../lib/i18n/i18n';
import { ImageUpload } from '../../lib/upload/image-upload';
import { useProfile } from './api/get-profile';
import { useUpdateProfile } from './api/update-profile';
import { timeZoneOptions } from '../../lib/time-zones';
import { PlainSkeleton } from '../../lib/plain-skeleton';

type Values = { nickname: string; avatar: UploadedFile[]; timeZone: string };

function ProfileForm({ profile }: { profile: ProfileContent }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const zones = useMemo(() => timeZoneOptions(profile.timeZone), [profile.timeZone]);
  const save = useUpdateProfile();

  const submit = async (values: Values) => {
    try {
      await save.mutateAsync({
        nickname: values.nickname,
        avatarImageId: values.avatar[0]?.id ?? null,
        timeZone: values.timeZone,
      });
      toast.success(t('profile.saved'));
    } catch (error) {
      if (!isApiError(error) || error.code !== apiCodes.rejected) return;
      applyFieldErrors(form, error, ['nickname', 'timeZone']);
      const avatar = error.fields.avatarImageId;
      if (avatar)
        form.setFields([{ name: 'avatar', errors: [isTextKey(avatar) ? t(avatar) : avatar] }]);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={{
        nickname: profile.nickname,
        avatar: profile.avatar ? [profile.avatar] : [],
        timeZone: profile.timeZone,
      }}
      onFinish={(values) => void submit(values)}
      data-testid="profile-form"
    >
      <Form.Item
        name="nickname"
        label={t('profile.nickname')}
        rules={[
          { required: true, whitespace: true, message: t('account.nicknameRequired') },
          { max: NICKNAME_MAX, message: t('validation.tooLong', { max: NICKNAME_MAX }) },
        ]}
      >
        <Input maxLength={NICKNAME_MAX * 2} data-testid="profile-nickname" />
      </Form.Item>
      <Form.Item name="avatar" label={t('profile.avatar')}>
        <ImageUpload max={1} testId="profile-avatar" />
      </Form.Item>
      <Form.Item
        name="timeZone"
        label={t('profile.timeZone')}
        rules={[{ required: true, message: t('account.timeZoneInvalid') }]}
      >
        <DeferredSelect showSearch options={zones} data-testid="profile-time-zone" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="profile-save">
        {t('profile.save')}
      </Button>
    </Form>
  );
}

/** /setting/user: my nickname, avatar and time zone (docs/account.md). */
export function ProfileCard() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <PlainCard title={t('profile.title')} data-testid="profile-card">
      {profile.isPending ? (
        <PlainSkeleton active />
      ) : profile.isError ? (
        <LazyResult
          status="warning"
          title={t('account.loadFailed')}
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => void profile.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <ProfileForm profile={profile.data} />
      )}
    </PlainCard>
  );
}
