/** Strings of 'Privacidade' (LGPD): taking out one's data and erasing the account, on the page and from the API. */
export const privacyText = {
  title: 'Privacidade',
  intro:
    'Seus dados pessoais são tratados conforme a Lei Geral de Proteção de Dados (LGPD). Aqui você pode baixar tudo o que guardamos sobre você ou excluir sua conta.',
  profileLink: 'Privacidade e meus dados',
  profileLinkText: 'Baixe seus dados ou exclua sua conta.',
  exportTitle: 'Baixar meus dados',
  exportText:
    'Um arquivo JSON com seu perfil, lances, pagamentos, retiradas, notificações, sessões, configurações, favoritos e os registros de auditoria sobre você.',
  exportButton: 'Baixar meus dados',
  deleteTitle: 'Excluir minha conta',
  deleteText:
    'Seus dados pessoais (nome, email, CPF/CNPJ, telefone, endereço e passkeys) serão apagados e você sairá de todos os dispositivos. Seus lances continuam no histórico dos leilões como "Usuário removido", por exigência legal. Esta ação não pode ser desfeita.',
  deleteButton: 'Excluir minha conta',
  dialogTitle: 'Excluir sua conta?',
  dialogText: 'Para confirmar, digite sua senha. Sua conta será anonimizada e você sairá de todos os dispositivos.',
  password: 'Senha',
  confirm: 'Excluir definitivamente',
  cancel: 'Cancelar',
  deleting: 'Excluindo...',
  deleteError: 'Não foi possível excluir sua conta. Tente novamente.',
  deletedTitle: 'Conta excluída',
  deletedText:
    'Sua conta foi excluída e seus dados pessoais foram apagados. Você saiu de todos os dispositivos. Obrigado por ter participado dos leilões do Arremate.',
  deletedHome: 'Voltar à página inicial',
  /** How an erased account appears wherever its name was shown (bid history, admin lists). */
  removedUser: 'Usuário removido',
  exportFileName: (date: string) => `arremate-meus-dados-${date}.json`,
  errors: {
    passwordRequired: 'Digite sua senha para confirmar a exclusão.',
    wrongPassword: 'Senha incorreta. Sua conta não foi excluída.',
    unpaidLot:
      'Não é possível excluir a conta enquanto houver um lote arrematado sem pagamento aprovado. Conclua o pagamento ou fale com o suporte.',
    openPickup: 'Não é possível excluir a conta enquanto houver uma retirada em aberto. Retire o lote ou fale com o suporte.',
    leadingBid: 'Não é possível excluir a conta enquanto você tiver o maior lance em um leilão em andamento.',
  },
  admin: {
    userHasObligations: 'Este usuário tem um lote sem pagamento aprovado, uma retirada em aberto ou o maior lance em um leilão ativo.',
  },
} as const;
