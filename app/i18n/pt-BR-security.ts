/**
 * The account-security notices e-mailed after a sensitive change (password, 2FA, passkeys), and the
 * password confirmation the profile asks for before one.
 */
export type SecurityChange =
  | 'password_changed'
  | 'password_reset'
  | 'admin_password_reset'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'passkey_added'
  | 'passkey_removed';

const WHAT: Record<SecurityChange, { subject: string; sentence: string }> = {
  password_changed: { subject: 'Sua senha foi alterada', sentence: 'a senha da sua conta foi alterada' },
  password_reset: {
    subject: 'Sua senha foi redefinida',
    sentence:
      'a senha da sua conta foi redefinida pelo link de recuperação; por segurança, as passkeys, a verificação em duas etapas e os códigos de backup da conta foram removidos, e os outros links de recuperação deixaram de valer. Ative-os de novo em Meu Perfil → Segurança',
  },
  admin_password_reset: {
    subject: 'Sua senha foi redefinida',
    sentence:
      'a senha da sua conta foi redefinida pelo link de recuperação e os outros links de recuperação deixaram de valer; as passkeys e a verificação em duas etapas da sua conta de administrador foram mantidas, e a administração só abre depois que você confirmar uma delas',
  },
  two_factor_enabled: {
    subject: 'Autenticação em dois fatores ativada',
    sentence: 'a autenticação em dois fatores foi ativada na sua conta',
  },
  two_factor_disabled: {
    subject: 'Autenticação em dois fatores desativada',
    sentence: 'a autenticação em dois fatores foi desativada na sua conta',
  },
  passkey_added: { subject: 'Nova passkey adicionada', sentence: 'uma nova passkey foi adicionada à sua conta' },
  passkey_removed: { subject: 'Passkey removida', sentence: 'uma passkey foi removida da sua conta' },
};

export const securityText = {
  /** The e-mail with the recovery link. */
  resetMail: {
    subject: 'Arremate — Recuperar senha',
    text: (name: string, link: string) =>
      `Olá, ${name}.\n\nRecebemos um pedido para redefinir a senha da sua conta no Arremate. Para criar uma nova senha, acesse o link abaixo (válido por 1 hora):\n\n${link}\n\nAo redefinir a senha, por segurança, todas as sessões da conta são encerradas e as passkeys, a verificação em duas etapas e os códigos de backup são removidos: você poderá ativá-los de novo em Meu Perfil → Segurança.\n\nSe você não fez este pedido, ignore este email: sua senha continua a mesma.\n\nEquipe Arremate`,
  },
  mail: {
    subject: (change: SecurityChange) => `Arremate — ${WHAT[change].subject}`,
    text: (change: SecurityChange, name: string, when: string) =>
      `Olá, ${name}.\n\nEm ${when} (horário de Brasília), ${WHAT[change].sentence}.\n\nSe foi você, nada mais precisa ser feito.\n\nSe não foi você, redefina sua senha agora pela opção "Esqueci minha senha" e fale com o nosso atendimento: alguém pode estar usando a sua conta.\n\nEquipe Arremate`,
  },
  reauth: {
    explain: 'Por segurança, confirme sua senha atual para fazer esta alteração.',
    password: 'Senha atual',
    /** the back office's dialog, when an action asks for the password */
    title: 'Confirme sua senha',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
  },
} as const;
