import { useNavigate } from '@remix-run/react';
import { apiRequest } from '~/client/api-request';
import { accountText } from '~/i18n/pt-BR-account';
import { Button } from '~/ui/button';
import { Modal } from '~/ui/modal';
import * as s from './profile-prompt.css';

/** 'Complete seu perfil': phone and address are needed to take part in auctions. Shown once per user. */
export default function ProfilePrompt({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const dismiss = (then?: () => void) => {
    void apiRequest('/api/auth/profile-prompt', { method: 'POST', body: {}, fallbackError: '' });
    onClose();
    then?.();
  };
  return (
    <Modal title={accountText.profilePrompt.title} isOpen onClose={() => dismiss()} closeLabel={accountText.auth.close}>
      <p className={s.text}>{accountText.profilePrompt.text}</p>
      <div className={s.buttons}>
        <Button variant="ghost" onPress={() => dismiss()}>
          {accountText.profilePrompt.later}
        </Button>
        <Button onPress={() => dismiss(() => navigate('/perfil'))}>{accountText.profilePrompt.now}</Button>
      </div>
    </Modal>
  );
}
