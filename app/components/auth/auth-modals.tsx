import { accountText } from '~/i18n/pt-BR-account';
import { Modal } from '~/ui/modal';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export type AuthView = 'login' | 'register' | 'forgot';

const TITLES: Record<AuthView, string> = {
  login: accountText.auth.loginTitle,
  register: accountText.auth.registerTitle,
  forgot: accountText.auth.forgotTitle,
};

/** The login, register and password recovery modals (loaded on first use). */
export default function AuthModals({ view, onViewChange }: { view: AuthView; onViewChange: (view: AuthView | null) => void }) {
  const close = () => onViewChange(null);
  return (
    <Modal title={TITLES[view]} isOpen onClose={close} closeLabel={accountText.auth.close}>
      {view === 'login' && <LoginForm onDone={close} onRegister={() => onViewChange('register')} onForgot={() => onViewChange('forgot')} />}
      {view === 'register' && <RegisterForm onDone={close} onLogin={() => onViewChange('login')} />}
      {view === 'forgot' && <ForgotPasswordForm onLogin={() => onViewChange('login')} />}
    </Modal>
  );
}
