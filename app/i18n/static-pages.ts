/** Content of the static pages (/faq, /condicoes-gerais, /suporte), built on the house's rules (payment, fees, pickup, support hours). */

export interface StaticSection {
  heading: string;
  paragraphs: string[];
}

export const faq = {
  title: 'Perguntas frequentes',
  intro: 'Tudo o que você precisa saber para participar dos leilões do Arremate.',
  items: [
    {
      q: 'Como faço para participar dos leilões?',
      a: [
        'Crie sua conta gratuitamente com CPF (Pessoa Física) ou CNPJ (Pessoa Jurídica) e complete seu perfil com telefone e endereço.',
        'Toda conta nova passa por aprovação do administrador, o que leva até 24 horas úteis. Você recebe um e-mail assim que a conta for aprovada e, a partir daí, já pode dar lances.',
      ],
    },
    {
      q: 'Por que não consigo ver os preços?',
      a: ['Os valores dos lances são exibidos apenas para usuários cadastrados. Faça login para ver preços e dar lances.'],
    },
    {
      q: 'Qual é o valor mínimo de um lance?',
      a: [
        'Cada lance deve ser de pelo menos R$ 10,00 acima do lance atual. Enquanto um lote não tiver lances, o lance atual é o preço inicial.',
        'Quem já é o maior lance atual não pode cobrir o próprio lance.',
      ],
    },
    {
      q: 'Quem vence o leilão?',
      a: [
        'Vence quem tiver o maior lance válido no momento do encerramento. O relógio do leilão segue o horário do servidor; lances recebidos após o encerramento não são aceitos.',
        'Se o lote tiver preço de reserva e o leilão terminar abaixo dele, o lote não é arrematado: não há vencedor nem pagamento, e nenhum lance obriga quem o deu.',
      ],
    },
    {
      q: 'O que é o lance automático?',
      a: [
        'Você informa em segredo o valor máximo que aceita pagar por um lote, e o Arremate dá lances por você, de R$ 10,00 em R$ 10,00, só o necessário para manter você na frente, até esse limite. Só você vê o seu lance máximo enquanto o leilão corre; depois do encerramento, a administração pode consultá-lo.',
        'O lance máximo deve ser de pelo menos o lance mínimo do momento (lance atual + R$ 10,00). Ele pode ser aumentado, mas nunca reduzido ou retirado, porque os lances são irrevogáveis.',
        'Quando dois participantes têm o mesmo lance máximo, fica na frente quem chegou a ele primeiro. Cada lance dado pelo seu lance máximo aparece no histórico marcado como automático. Se alguém passar o seu lance máximo, você recebe o aviso "Seu lance automático foi superado".',
        'Exemplo, com preço inicial de R$ 100,00: Ana define máximo de R$ 500,00 e passa a liderar com R$ 110,00. Bruno dá um lance de R$ 200,00; o sistema registra o lance dele e, em seguida, o lance automático de Ana, de R$ 210,00.',
      ],
    },
    {
      q: 'O leilão pode terminar depois do horário anunciado?',
      a: [
        'Sim. Um lance que mude o líder nos últimos minutos do leilão prorroga o encerramento: ele passa a ser o momento do lance mais o prazo de prorrogação do lote, normalmente 3 minutos (como na Resolução CNJ 236/2016, art. 21). Um lance coberto na hora pelo lance automático do líder sobe o preço, mas não prorroga. As prorrogações somam no máximo o limite da casa, normalmente 60 minutos além do encerramento original; depois disso, novos lances não prorrogam mais, e a página do lote avisa. O lote mostra o selo "Prorrogado" e o relógio passa a contar até o novo encerramento.',
        'Depois do encerramento nenhum lance é aceito, e uma prorrogação nunca reabre um leilão encerrado. Aumentar o próprio lance máximo, sem mudar o preço, não prorroga.',
      ],
    },
    {
      q: 'O que é o preço de reserva?',
      a: [
        'É o valor mínimo pelo qual o comitente aceita vender o lote. O valor da reserva não é divulgado; o lote mostra apenas se a reserva já foi atingida.',
        'Se o seu lance máximo alcançar a reserva, o preço sobe na hora até ela. Se o leilão terminar abaixo da reserva, o lote não é arrematado.',
      ],
    },
    {
      q: 'Posso cancelar um lance?',
      a: ['Não. Os lances são definitivos e irrevogáveis. Confira o valor antes de confirmar.'],
    },
    {
      q: 'Como sei que meu lance foi superado?',
      a: [
        'Você recebe uma notificação no site (e por e-mail, se ativado nas suas configurações) quando alguém cobrir o seu lance, quando um leilão de que você participa estiver perto do fim e quando ele terminar.',
      ],
    },
    {
      q: 'Quais são as formas de pagamento?',
      a: [
        'O pagamento pode ser feito por PIX, boleto bancário ou transferência bancária.',
        'Ao valor arrematado é acrescida a taxa administrativa de 10%. Exemplo: para um arremate de R$ 1.000,00, a taxa é R$ 100,00 e o total a pagar é R$ 1.100,00.',
      ],
    },
    {
      q: 'Como retiro o lote arrematado?',
      a: [
        'Depois que o pagamento for aprovado, solicite a retirada e agende data e horário pelo site. As retiradas podem ser agendadas a partir do dia seguinte e em até 30 dias, com horários a cada 30 minutos, das 08:00 às 17:00.',
        'Leve um documento oficial com foto; para Pessoa Jurídica, também o cartão CNPJ e a autorização do responsável.',
      ],
    },
  ],
};

export const terms = {
  title: 'Condições Gerais',
  intro: 'Ao se cadastrar e dar lances no Arremate, você declara conhecer e aceitar as condições abaixo.',
  sections: [
    {
      heading: '1. Cadastro',
      paragraphs: [
        'O cadastro é pessoal e intransferível, feito com CPF (Pessoa Física) ou CNPJ (Pessoa Jurídica). Os dados informados devem ser verdadeiros e mantidos atualizados.',
        'A participação nos leilões depende da aprovação da conta pelo administrador, em até 24 horas úteis, e de perfil completo, com telefone e endereço.',
      ],
    },
    {
      heading: '2. Lances',
      paragraphs: [
        'Os lances são irrevogáveis e irretratáveis: uma vez confirmados, não podem ser cancelados.',
        'O incremento mínimo é de R$ 10,00 sobre o lance atual. O participante que já detém o maior lance não pode cobri-lo.',
        'Vence o maior lance válido registrado até o horário de encerramento do lote, segundo o relógio do servidor.',
        'Lance automático: o participante pode registrar um lance máximo secreto, de pelo menos o lance mínimo do momento; o sistema dá lances em seu nome, de R$ 10,00 em R$ 10,00, só o necessário para mantê-lo à frente, até esse limite. Vale o maior lance máximo efetivo (o maior entre o lance máximo e o maior lance manual do participante); em caso de empate, o que foi registrado primeiro. O lance máximo pode ser aumentado, nunca reduzido ou retirado, e cada lance dado por ele é um lance do participante, irrevogável como os demais.',
        'Prorrogação: um lance que mude o líder nos últimos N minutos antes do encerramento (N é o prazo de prorrogação do lote, normalmente 3 minutos; 0 quando o lote não tem prorrogação) passa o encerramento para N minutos após esse lance, até o limite da casa para o total das prorrogações (normalmente 60 minutos além do encerramento original); atingido o limite, os lances não prorrogam mais. Lances após o encerramento não são aceitos.',
        'Preço de reserva: o lote pode ter um preço de reserva não divulgado. Se o leilão terminar abaixo dele, o lote não é arrematado, não há vencedor nem pagamento, e nenhum lance obriga o participante nem o comitente. Quando o lance máximo do líder alcança a reserva, o preço passa a ser a reserva.',
      ],
    },
    {
      heading: '3. Estado dos bens',
      paragraphs: [
        'Os bens são vendidos no estado em que se encontram, conforme descrição e imagens do lote. Recomenda-se ler atentamente a descrição antes de dar lances.',
      ],
    },
    {
      heading: '4. Pagamento',
      paragraphs: [
        'O arrematante paga o valor do lance vencedor acrescido da taxa administrativa de 10% (arredondada ao centavo), por PIX, boleto bancário ou transferência bancária. O valor da taxa e o total são mostrados antes de cada lance e ao registrar o lance máximo.',
        'Suspensão por falta de pagamento: o pagamento não feito até o prazo, ou rejeitado pela administração, conta como pagamento perdido. Com 2 pagamentos perdidos, a conta fica suspensa e não pode dar lances até que a administração retire a suspensão. Depois disso, só contam os pagamentos perdidos a partir da retirada.',
      ],
    },
    {
      heading: '5. Retirada',
      paragraphs: [
        'A retirada é liberada após a aprovação do pagamento e deve ser agendada pelo site, entre o dia seguinte e 30 dias, em horários de 30 em 30 minutos, das 08:00 às 17:00.',
      ],
    },
    {
      heading: '6. Privacidade',
      paragraphs: [
        'Os dados pessoais são usados apenas para a operação dos leilões, pagamentos e retiradas, e não são exibidos a outros participantes.',
      ],
    },
  ] satisfies StaticSection[],
};

export const support = {
  title: 'Suporte',
  intro: 'Precisa de ajuda? Nossa equipe atende de segunda a sexta-feira, das 08h às 18h.',
  sections: [
    {
      heading: 'Atendimento',
      paragraphs: [
        'Horário: segunda a sexta-feira, das 08h às 18h (horário de Brasília).',
        'E-mail: suporte@arremate.com.br — respondemos em até um dia útil.',
      ],
    },
    {
      heading: 'Aprovação de cadastro',
      paragraphs: [
        'A análise de novas contas leva até 24 horas úteis. Se o prazo já passou, escreva para o suporte informando o e-mail cadastrado.',
      ],
    },
    {
      heading: 'Pagamentos e retiradas',
      paragraphs: [
        'Dúvidas sobre pagamento (PIX, boleto ou transferência) e agendamento de retirada: informe o número do leilão (por exemplo, Leilão #123) para agilizar o atendimento.',
      ],
    },
    {
      heading: 'Conta suspensa por falta de pagamento',
      paragraphs: [
        'Com 2 pagamentos perdidos (não feitos até o prazo ou rejeitados), a conta deixa de poder dar lances. Escreva para o suporte informando o e-mail cadastrado: a suspensão só é retirada pela administração.',
      ],
    },
  ] satisfies StaticSection[],
};
