import KeyOutlined from '@ant-design/icons-svg/es/asn/KeyOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import type { SessionContent } from '@console/contract/auth';
import { useState } from 'react';
import { apiCodes } from '@console/contract/api-codes';
import type { SecondFactorChallenge } from '@console/contract/second-factor';
import { useTranslation } from 'react-i18next';
import { Button } from '../../lib/controls/button';
import { TextField } from '../../lib/controls/text-field';
import { toast } from '../../lib/feedback';
import { fieldErrorsOf } from '../../lib/forms/apply-field-errors';
import { useCheckedFields } from '../../lib/forms/use-checked-fields';
import { isApiError } from '../../lib/http/api-error';
import { completeSignIn } from './complete-sign-in';
import styles from './login-page.module.css';
import { useLoginSecondFactor } from './api/login-second-factor';

type Props = {
  challenge: SecondFactorChallenge['secondFactor'];
  remember: boolean;
  onSignedIn: () => void;
  /** Back to the first step (also when the ticket has expired). */
  onRestart: () => void;
  /** A passkey as the second factor (docs/auth.md "Passkeys"), where the browser has them. */
  onPasskey?: (ticket: string) => Promise<SessionContent>;
};

/**
 * The sign-in's second step (docs/auth.md "Signing in"): a code of the authenticator app or a
 * recovery code. Drawn without antd, like the form before it (docs/web.md "Delivery").
 */
export function SecondFactorStep({ challenge, remember, onSignedIn, onRestart, onPasskey }: Props) {
  const { t } = useTranslation();
  const verify = useLoginSecondFactor();
  const fields = useCheckedFields(
    {
      code: [
        { required: true, whitespace: true, message: t('validation.secondFactorCode.required') },
      ],
    },
    { code: '' },
    () => 'secondFactor_code',
  );
  const hasApp = challenge.methods.includes('totp');
  const passkey = onPasskey && challenge.methods.includes('passkey') ? onPasskey : undefined;
  const [byPasskey, setByPasskey] = useState(false);

  const finish = async (session: SessionContent) => {
    await completeSignIn(session, remember);
    toast.success(t('login.success'));
    onSignedIn();
  };

  // The browser's own prompt tells a refusal; the client toasts a refused answer.
  const givePasskey = async () => {
    if (!passkey || byPasskey) return;
    setByPasskey(true);
    try {
      await finish(await passkey(challenge.ticket));
    } catch {
      // Told already (the prompt or the client's toast); the step stays for another try.
    } finally {
      setByPasskey(false);
    }
  };

  const submit = async () => {
    try {
      const session = await verify.mutateAsync({
        ticket: challenge.ticket,
        code: fields.values.code.trim(),
      });
      await finish(session);
    } catch (error) {
      const shown = fieldErrorsOf(error, ['code']);
      // A spent or expired ticket: its message was toasted; the sign-in starts over.
      if (isApiError(error) && error.code === apiCodes.rejected && !shown.code) onRestart();
      fields.showErrors(shown);
    }
  };

  return (
    <form
      id="secondFactor"
      onSubmit={fields.submitter(submit, verify.isPending, ['code'])}
      noValidate
    >
      <p className={styles.stepText} data-testid="second-factor-text">
        {t(hasApp ? 'login.secondFactor.text' : 'login.secondFactor.recoveryText')}
      </p>
      <TextField
        {...fields.field('code')}
        icon={SafetyOutlined}
        label={t(hasApp ? 'login.secondFactor.code' : 'login.secondFactor.recoveryCode')}
        autoComplete="one-time-code"
      />
      <Button
        type="submit"
        variant="primary"
        size="large"
        block
        loading={verify.isPending}
        data-testid="second-factor-submit"
      >
        {t('login.secondFactor.submit')}
      </Button>
      <div className={styles.more}>
        {passkey ? (
          <Button
            shape="round"
            icon={KeyOutlined}
            loading={byPasskey}
            onClick={() => void givePasskey()}
            data-testid="second-factor-passkey"
          >
            {t('login.secondFactor.passkey')}
          </Button>
        ) : null}
        <Button variant="link" onClick={onRestart} data-testid="second-factor-back">
          {t('login.secondFactor.back')}
        </Button>
      </div>
    </form>
  );
}
