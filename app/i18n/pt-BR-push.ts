/**
 * Web Push's strings (decision record 0044): Meu Perfil → Notificações' browser switch and devices list, and
 * the API's refusals of a subscription (the same words the page shows).
 */
export const pushText = {
  section: 'Notificações neste navegador',
  intro: 'Receba avisos de lances superados, leilões terminando e arremates mesmo com o Arremate fechado.',
  enable: 'Receber notificações neste navegador',
  disable: 'Parar neste navegador',
  enabling: 'Ativando...',
  disabling: 'Desativando...',
  receiving: 'Este navegador recebe notificações.',
  enabled: 'Pronto: este navegador receberá as notificações do Arremate.',
  disabled: 'Este navegador não receberá mais notificações.',
  unsupported: 'Este navegador não permite notificações push. Você continua recebendo os avisos no sino e por e-mail.',
  denied:
    'As notificações do Arremate estão bloqueadas neste navegador. Para liberar, clique no cadeado ao lado do endereço, ' +
    'permita as notificações e tente de novo.',
  dismissed: 'Você não permitiu as notificações. Clique de novo quando quiser ativá-las.',
  pushOff: 'As notificações push estão desligadas nas suas configurações: ative "Notificações push" para recebê-las.',
  notConfigured: 'As notificações push ainda não estão disponíveis.',
  failed: 'Não foi possível ativar as notificações neste navegador. Tente de novo.',
  devices: 'Dispositivos que recebem notificações',
  noDevices: 'Nenhum dispositivo recebe notificações push.',
  thisBrowser: 'Este navegador',
  remove: 'Remover',
  removeDevice: (label: string) => `Remover ${label}`,
  removed: (label: string) => `${label} não receberá mais notificações.`,
  /** A device in the list: 'Chrome em Android, desde 21/11'. */
  deviceSince: (label: string, since: string) => `${label}, desde ${since}`,
  /** A browser's name from its User-Agent: 'Chrome em Android'. */
  deviceLabel: (browser: string | null, system: string | null) =>
    browser && system ? `${browser} em ${system}` : (browser ?? (system ? `Navegador em ${system}` : 'Navegador desconhecido')),
  errors: {
    invalid: 'Inscrição de notificações inválida: o navegador enviou dados incompletos.',
    endpointNotHttps: 'O endereço de notificações do navegador deve usar https.',
    endpointPrivate: 'O endereço de notificações do navegador aponta para uma rede privada ou local e não pode ser usado.',
    p256dhSize: 'A chave pública do navegador é inválida (deve ter 65 bytes, um ponto P-256 não comprimido).',
    authSize: 'O segredo de autenticação do navegador é inválido (deve ter 16 bytes).',
    tooManyDevices: (max: number) =>
      `Você já tem ${max} dispositivos recebendo notificações. Remova um deles em Meu Perfil → Notificações para ativar este navegador.`,
    notFound: 'Dispositivo não encontrado.',
    tooFast: 'Muitas tentativas de ativar notificações. Aguarde alguns minutos e tente de novo.',
    notConfigured: 'As notificações push ainda não estão disponíveis.',
  },
} as const;
