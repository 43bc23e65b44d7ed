// Arremate — catálogo de demonstração (lotes e banners).
//
// Dados fictícios, porém plausíveis, de um leilão de equipamentos de informática.
// `key` é estável (usada como prefixo de objetos no R2 e como identidade do seed).
// `art` é a entrada do renderizador de imagens (scripts/demo/images).

import { CATALOGUE_CATEGORIES, type CatalogueCategory } from '~/domain/categories';
import type { LotCondition } from '~/domain/lot-condition';
import type { BannerArt, LotArt } from './images';

// As categorias dos lotes de demonstração: as do catálogo, exceto 'Outros'.
export type Category = Exclude<CatalogueCategory, 'Outros'>;
export const CATEGORIES = CATALOGUE_CATEGORIES.filter((category): category is Category => category !== 'Outros');

export interface DemoLotEntry {
  /** estável: o prefixo dos objetos do lote no R2 e a identidade dele no seed */
  key: string;
  title: string;
  description: string;
  category: Category;
  startPriceCents: number;
  condition: LotCondition;
  art: LotArt;
  /** quantas vistas do lote são desenhadas (2 a 4) */
  imageCount: number;
}

export interface DemoBannerEntry {
  key: string;
  title: string;
  subtitle: string | null;
  text: string | null;
  ctaLabel: string | null;
  linkUrl: string;
  art: BannerArt;
}

export const DEMO_LOTS: readonly DemoLotEntry[] = [
  // ───────────────────────────── Notebooks ─────────────────────────────
  {
    key: 'notebook-dell-latitude-5420-i5',
    title: 'Notebook Dell Latitude 5410 Core i5 10ª Geração 16GB SSD 512GB',
    description:
      'Notebook Dell Latitude 5410, processador Intel Core i5-10310U (10ª geração, 4 núcleos / 8 threads, até 4,4 GHz), 16GB de memória DDR4 (2x 8GB) e SSD SATA M.2 de 512GB. Tela de 14" Full HD antirreflexo, webcam HD e teclado ABNT2 retroiluminado.\n' +
      'Conexões: USB-A 3.2, USB-C, HDMI, RJ45 Gigabit, leitor microSD e P2 combo. Wi-Fi 6 e Bluetooth 5.1.\n' +
      'Equipamento usado, em bom estado de conservação; pequenos riscos na tampa e sinais de uso no apoio de mãos. Acompanha fonte original Dell 65W.\n' +
      'Testado: liga, inicializa e reconhece todos os componentes; sem sistema operacional instalado. A ficha técnica verificada e o certificado de apagamento do SSD estão nesta página. Vendido no estado em que se encontra.',
    category: 'Notebooks',
    startPriceCents: 169000,
    condition: 'Usado - Bom',
    art: { kind: 'notebook', brand: 'dell', model: 'Latitude 5410', color: 'black', cpu: 'i5', screen: 'win11' },
    imageCount: 4,
  },
  {
    key: 'notebook-lenovo-thinkpad-t14-gen2-i7',
    title: 'Notebook Lenovo ThinkPad X1 Carbon Gen 9 Core i7 11ª Geração 32GB SSD 1TB',
    description:
      'Lenovo ThinkPad X1 Carbon Gen 9 com Intel Core i7-1165G7 (4 núcleos / 8 threads), 32GB de RAM LPDDR4x e SSD NVMe de 1TB. Tela IPS de 14" WUXGA (1920x1200), teclado ABNT2 retroiluminado com TrackPoint e leitor biométrico.\n' +
      'Conexões: 2x Thunderbolt 4 (USB-C), 2x USB-A 3.2, HDMI 2.0 e P2 combo. Wi-Fi 6 e Bluetooth 5.2.\n' +
      'Em excelente estado: sem marcas na tampa nem no teclado. Bateria com 92% da capacidade original, conforme o relatório da máquina. Acompanha fonte USB-C original de 65W.\n' +
      'Testado e com o SSD apagado por NVMe Format (Purge); sem sistema operacional. Lote de renovação de frota corporativa.',
    category: 'Notebooks',
    startPriceCents: 249000,
    condition: 'Usado - Excelente',
    art: { kind: 'notebook', brand: 'lenovo', model: 'ThinkPad X1 Carbon Gen 9', color: 'black', cpu: 'i7', screen: 'dashboard' },
    imageCount: 4,
  },
  {
    key: 'notebook-hp-elitebook-840-g8-i5',
    title: 'Notebook HP EliteBook 840 G8 Core i5 11ª Geração 8GB SSD 256GB',
    description:
      'HP EliteBook 840 G8 em alumínio prateado, processador Intel Core i5-1135G7, 8GB de memória DDR4 (1 slot livre, expansível até 64GB) e SSD NVMe de 256GB. Tela de 14" Full HD IPS com webcam HD e áudio Bang & Olufsen.\n' +
      'Conectividade: 2x USB-C Thunderbolt 4, 2x USB-A, HDMI 2.0b, P2 combo, Wi-Fi 6 e Bluetooth 5.0. Teclado ABNT2 retroiluminado.\n' +
      'Estado: marcas leves de uso nas bordas e um amassado discreto no canto traseiro esquerdo da tampa; dobradiças firmes. Bateria com 82% de saúde; acompanha fonte HP 65W ponta fina.\n' +
      'Testado, formatado e sem sistema operacional. Origem: devolução de contrato de locação corporativa. Vendido no estado em que se encontra, sem garantia.',
    category: 'Notebooks',
    startPriceCents: 155000,
    condition: 'Usado - Bom',
    art: { kind: 'notebook', brand: 'hp', model: 'EliteBook 840 G8', color: 'silver', cpu: 'i5', screen: 'photo' },
    imageCount: 3,
  },
  {
    key: 'notebook-apple-macbook-air-m1-2020',
    title: 'Apple MacBook Air 13" M1 2020 8GB SSD 256GB Cinza-Espacial',
    description:
      'Apple MacBook Air 13,3" (2020) com chip Apple M1 de 8 núcleos de CPU e 7 núcleos de GPU, 8GB de memória unificada e SSD de 256GB. Tela Retina com True Tone, teclado Magic Keyboard ABNT2 e Touch ID.\n' +
      'Cor cinza-espacial, duas portas Thunderbolt/USB 4 e saída P2 para fones. Ciclos de bateria: 212, condição "Normal" (89%).\n' +
      'Usado em excelente estado, sem amassados, tela impecável. Desvinculado do iCloud e restaurado para as configurações de fábrica com macOS Sonoma.\n' +
      'Acompanha carregador USB-C 30W original e caixa. Vendido no estado em que se encontra.',
    category: 'Notebooks',
    startPriceCents: 320000,
    condition: 'Usado - Excelente',
    art: { kind: 'notebook', brand: 'apple', model: 'MacBook Air M1', color: 'grey', screen: 'mac', tag: false },
    imageCount: 4,
  },
  {
    key: 'notebook-lenovo-thinkpad-e14-ryzen5',
    title: 'Notebook Lenovo ThinkPad X1 Carbon Gen 9 Core i7 32GB SSD 1TB — bateria 74%',
    description:
      'Lenovo ThinkPad X1 Carbon Gen 9 com Intel Core i7-1165G7, 32GB de RAM LPDDR4x e SSD NVMe de 1TB. Tela IPS de 14" WUXGA e teclado ABNT2 retroiluminado com TrackPoint.\n' +
      'Marcas visíveis na tampa e brilho nas teclas mais usadas. A bateria guarda 74% da capacidade original (ver a ficha técnica verificada); o restante funciona perfeitamente.\n' +
      'SSD apagado por NVMe Format (Purge), sem sistema operacional. Acompanha fonte USB-C de 65W.',
    category: 'Notebooks',
    startPriceCents: 115000,
    condition: 'Usado - Regular',
    art: { kind: 'notebook', brand: 'lenovo', model: 'ThinkPad X1 Carbon Gen 9', color: 'black', cpu: 'i7', screen: 'ubuntu' },
    imageCount: 3,
  },
  {
    key: 'notebook-dell-vostro-3510-para-reparo',
    title: 'Notebook Dell Vostro 3510 Core i5 11ª Geração — Para Reparo (não dá vídeo)',
    description:
      'Notebook Dell Vostro 3510, Intel Core i5-1135G7, 8GB de RAM, tela de 15,6" Full HD e teclado ABNT2 com teclado numérico. SSD removido pelo comitente por política de descarte seguro de dados.\n' +
      'Defeito informado: liga (LED de energia acende e a ventoinha gira), porém não apresenta imagem nem em monitor externo. Provável falha de placa-mãe ou memória; não foi feita análise técnica.\n' +
      'Carcaça íntegra, com marcas de uso. Não acompanha fonte nem bateria.\n' +
      'Indicado para técnicos ou aproveitamento de peças. Vendido no estado em que se encontra, sem garantia e sem direito a devolução.',
    category: 'Notebooks',
    startPriceCents: 42000,
    condition: 'Para Reparo',
    art: { kind: 'notebook', brand: 'dell', model: 'Vostro 3510', color: 'black', cpu: 'i5', screen: 'off' },
    imageCount: 3,
  },
  {
    key: 'lote-5-notebooks-dell-latitude-3410-i5',
    title: 'Lote com 5 notebooks Dell Latitude 3410 Core i5 10ª Geração 8GB SSD 256GB',
    description:
      'Lote com 5 (cinco) notebooks Dell Latitude 3410, cada um com Intel Core i5-10210U, 8GB de RAM DDR4, SSD de 256GB e tela de 14" HD. Teclado ABNT2, webcam HD e Wi-Fi AC.\n' +
      'Todos com etiqueta de patrimônio e carcaça com marcas normais de uso corporativo; um dos equipamentos apresenta risco leve na tela (não aparece com a tela ligada).\n' +
      'Baterias entre 65% e 85% de saúde. Acompanham 5 fontes originais Dell 65W.\n' +
      'Equipamentos testados individualmente e formatados, sem sistema operacional. Lote proveniente de renovação de parque tecnológico de rede de clínicas. Vendido em lote único, no estado em que se encontra.',
    category: 'Notebooks',
    startPriceCents: 490000,
    condition: 'Usado - Bom',
    art: { kind: 'notebook', brand: 'dell', model: 'Latitude 3410', color: 'black', cpu: 'i5', count: 5, screen: 'win10' },
    imageCount: 4,
  },
  {
    key: 'lote-10-notebooks-lenovo-thinkpad-l14-i5',
    title: 'Lote com 10 notebooks Lenovo ThinkPad L14 Gen 1 Core i5 10ª Geração 8GB SSD 256GB',
    description:
      'Lote com 10 (dez) notebooks Lenovo ThinkPad L14 Gen 1: Intel Core i5-10310U vPro, 8GB de RAM, SSD NVMe de 256GB e tela de 14" Full HD IPS. Teclado ABNT2 com TrackPoint e leitor biométrico.\n' +
      'Conexões em todas as unidades: USB-C, 2x USB-A, HDMI, RJ45 e leitor de cartão.\n' +
      'Estado geral bom, com riscos e desgaste natural de uso em escritório; duas unidades com bateria abaixo de 60%. Não acompanham carregadores.\n' +
      'Testados por amostragem (3 unidades) pelo comitente; BIOS sem senha. Lote proveniente de desmobilização de escritório regional. Vendido no estado em que se encontra, em lote único.',
    category: 'Notebooks',
    startPriceCents: 890000,
    condition: 'Usado - Bom',
    art: { kind: 'notebook', brand: 'lenovo', model: 'ThinkPad L14 Gen 1', color: 'black', cpu: 'i5', count: 10, screen: 'sheet' },
    imageCount: 3,
  },

  // ───────────────────────────── Desktops ─────────────────────────────
  {
    key: 'desktop-dell-optiplex-7090-torre-i7',
    title: 'Computador Dell OptiPlex 7090 Torre Core i7 10ª Geração 16GB SSD 512GB',
    description:
      'Desktop Dell OptiPlex 7090 Mini Torre com Intel Core i7-10700 (8 núcleos, até 4,8 GHz), 16GB de RAM DDR4 e SSD NVMe de 512GB. Gráficos Intel UHD 630 com saídas 2x DisplayPort e HDMI.\n' +
      'Frontal com USB-C, 2x USB-A 3.2 e P2; traseira com 6x USB, RJ45 Gigabit e slots PCIe livres para expansão. Fonte interna de 260W.\n' +
      'Usado em excelente estado, gabinete sem amassados. Testado com sucesso: POST, memória e SSD aprovados.\n' +
      'Acompanha teclado e mouse Dell USB e cabo de força padrão NBR 14136. Lote proveniente de renovação de parque tecnológico corporativo; vendido no estado em que se encontra.',
    category: 'Desktops',
    startPriceCents: 230000,
    condition: 'Usado - Excelente',
    art: { kind: 'desktop', brand: 'dell', model: 'OptiPlex 7090', form: 'tower' },
    imageCount: 4,
  },
  {
    key: 'desktop-hp-prodesk-400-g6-sff-i5',
    title: 'Computador HP EliteDesk 800 G5 SFF Core i7 9ª Geração 32GB SSD 512GB + HD 1TB',
    description:
      'HP EliteDesk 800 G5 no formato compacto SFF, processador Intel Core i7-9700 (8 núcleos), 32GB de RAM DDR4, SSD NVMe de 512GB e HD SATA de 1TB.\n' +
      'Saídas 2x DisplayPort e HDMI, 10 portas USB e rede Gigabit. Em bom estado, com sinais leves de uso no gabinete.\n' +
      'Os discos ainda não passaram pelo apagamento certificado: este lote não tem certificado de apagamento de dados.',
    category: 'Desktops',
    startPriceCents: 115000,
    condition: 'Usado - Bom',
    art: { kind: 'desktop', brand: 'hp', model: 'EliteDesk 800 G5', form: 'sff' },
    imageCount: 3,
  },
  {
    key: 'desktop-lenovo-thinkcentre-m70q-tiny-i5',
    title: 'Mini PC Lenovo ThinkCentre M70q Tiny Core i5 10ª Geração 8GB SSD 256GB',
    description:
      'Mini PC Lenovo ThinkCentre M70q Tiny (1 litro), Intel Core i5-10400T, 8GB de RAM DDR4 SO-DIMM e SSD NVMe de 256GB. Ideal para recepção, PDV ou para fixar atrás do monitor (padrão VESA).\n' +
      'Portas: 6x USB (uma USB-C frontal), DisplayPort, HDMI, RJ45 e Wi-Fi AC.\n' +
      'Usado em excelente estado, com marcas mínimas. Testado; Windows 10 Pro com licença OEM de fábrica.\n' +
      'Acompanha fonte original Lenovo 65W. Vendido no estado em que se encontra.',
    category: 'Desktops',
    startPriceCents: 125000,
    condition: 'Usado - Excelente',
    art: { kind: 'desktop', brand: 'lenovo', model: 'ThinkCentre M70q Tiny', form: 'tiny' },
    imageCount: 3,
  },
  {
    key: 'lote-8-desktops-dell-optiplex-3070-sff',
    title: 'Lote com 8 computadores Dell OptiPlex 3070 SFF Core i5 9ª Geração 8GB HD 500GB',
    description:
      'Lote com 8 (oito) computadores Dell OptiPlex 3070 SFF, cada um com Intel Core i5-9500, 8GB de RAM DDR4 e HD SATA de 500GB. Saídas DisplayPort e HDMI, rede Gigabit e 8 portas USB.\n' +
      'Unidades com etiquetas de patrimônio e marcas normais de uso; uma delas com a tampa frontal levemente arranhada.\n' +
      'Todas testadas pelo comitente: ligam e dão vídeo; discos com a formatação padrão, sem sistema operacional. Não acompanham teclado, mouse nem cabos de força.\n' +
      'Lote proveniente de renovação de laboratório de informática de instituição de ensino. Vendido em lote único, no estado em que se encontra.',
    category: 'Desktops',
    startPriceCents: 560000,
    condition: 'Usado - Bom',
    art: { kind: 'desktop', brand: 'dell', model: 'OptiPlex 3070', form: 'sff', count: 8 },
    imageCount: 3,
  },
  {
    key: 'desktop-positivo-master-d3400-i3',
    title: 'Computador Dell OptiPlex 3020 Core i3 4ª Geração 8GB — HD reprovado no SMART',
    description:
      'Desktop Dell OptiPlex 3020 em gabinete minitorre, processador Intel Core i3-4150, 8GB de RAM DDR3 e HD de 500GB. Saídas VGA e DisplayPort, rede Gigabit.\n' +
      'O HD original foi reprovado no SMART (ver a ficha técnica verificada) e foi destruído por perfuração dos pratos (NIST 800-88 Destroy): o computador segue com o disco perfurado, sem função, e precisa de um disco novo.',
    category: 'Desktops',
    startPriceCents: 48000,
    condition: 'Usado - Regular',
    art: { kind: 'desktop', brand: 'dell', model: 'OptiPlex 3020', form: 'tower' },
    imageCount: 2,
  },
  {
    key: 'desktop-lenovo-thinkcentre-m720s-para-reparo',
    title: 'Computador Lenovo ThinkCentre M720s SFF Core i5 — Para Reparo (sem vídeo)',
    description:
      'Lenovo ThinkCentre M720s SFF com Intel Core i5-8400 e 8GB de RAM DDR4; sem SSD (removido para descarte seguro de dados).\n' +
      'Defeito: liga, porém emite bipes e não apresenta vídeo. Não foi realizado diagnóstico; pode se tratar de memória, placa-mãe ou processador.\n' +
      'Gabinete em bom estado. Indicado para reparo ou retirada de peças (fonte, gabinete e processador).\n' +
      'Vendido no estado em que se encontra, sem garantia e sem direito a devolução.',
    category: 'Desktops',
    startPriceCents: 28000,
    condition: 'Para Reparo',
    art: { kind: 'desktop', brand: 'lenovo', model: 'ThinkCentre M720s', form: 'sff' },
    imageCount: 2,
  },

  // ───────────────────────────── Monitores ─────────────────────────────
  {
    key: 'monitor-dell-p2419h-24-ips',
    title: 'Monitor Dell P2419H 24" IPS Full HD com Ajuste de Altura',
    description:
      'Monitor Dell P2419H de 23,8" com painel IPS Full HD (1920x1080), bordas finas e tratamento antirreflexo. Base com ajuste de altura, inclinação, giro e rotação (pivot).\n' +
      'Entradas HDMI, DisplayPort e VGA, além de hub USB 3.0 com 4 portas.\n' +
      'Usado em excelente estado: tela sem pixels mortos nem manchas, base sem folgas. Testado por 2 horas.\n' +
      'Acompanha cabo de força e cabo DisplayPort. Lote proveniente de renovação de parque tecnológico corporativo; vendido no estado em que se encontra.',
    category: 'Monitores',
    startPriceCents: 52000,
    condition: 'Usado - Excelente',
    art: { kind: 'monitor', brand: 'dell', model: 'P2419H', size: 24, screen: 'dashboard' },
    imageCount: 4,
  },
  {
    key: 'lote-10-monitores-lg-24mk430h-24',
    title: 'Lote com 10 monitores LG 24MK430H 24" IPS Full HD',
    description:
      'Lote com 10 (dez) monitores LG 24MK430H de 23,8", painel IPS Full HD, 75 Hz com AMD FreeSync e modo leitura.\n' +
      'Entradas HDMI e VGA em todas as unidades. Bases originais inclusas (desmontadas, acondicionadas junto a cada monitor).\n' +
      'Estado geral bom, com marcas leves de uso nas molduras; uma unidade com risco superficial na tela, visível apenas desligada.\n' +
      'Testados por amostragem. Acompanham 10 fontes originais; não acompanham cabos de vídeo. Vendido em lote único, no estado em que se encontra.',
    category: 'Monitores',
    startPriceCents: 390000,
    condition: 'Usado - Bom',
    art: { kind: 'monitor', brand: 'lg', model: '24MK430H', size: 24, stand: 'round', count: 10, screen: 'win11' },
    imageCount: 4,
  },
  {
    key: 'monitor-samsung-s24r350-24-75hz',
    title: 'Monitor Samsung S24R350 24" IPS Full HD 75Hz',
    description:
      'Monitor Samsung S24R350 de 24" com painel IPS, resolução Full HD, taxa de 75 Hz, FreeSync e design de três bordas finas.\n' +
      'Entradas HDMI e VGA; fonte externa 14V.\n' +
      'Usado, em bom estado; base com pequenos riscos e tela sem manchas. Testado.\n' +
      'Acompanha fonte original e cabo HDMI. Vendido no estado em que se encontra.',
    category: 'Monitores',
    startPriceCents: 43000,
    condition: 'Usado - Bom',
    art: { kind: 'monitor', brand: 'samsung', model: 'S24R350', size: 24, stand: 'round', screen: 'photo', vga: true },
    imageCount: 3,
  },
  {
    key: 'monitor-aoc-27b2h-27-novo',
    title: 'Monitor AOC 27B2H 27" IPS Full HD — Novo, na Caixa',
    description:
      'Monitor AOC 27B2H de 27" com painel IPS Full HD, 75 Hz, tecnologia Flicker-Free e modo Low Blue Light.\n' +
      'Entradas HDMI 1.4 e VGA; compatível com suporte VESA 100x100.\n' +
      'Produto novo, em caixa aberta apenas para conferência, com todos os acessórios: base, fonte e cabo HDMI.\n' +
      'Proveniente de excedente de estoque de revenda. Nota fiscal do leilão emitida ao arrematante. Vendido no estado em que se encontra.',
    category: 'Monitores',
    startPriceCents: 69000,
    condition: 'Novo',
    art: { kind: 'monitor', brand: 'aoc', model: '27B2H', size: 27, stand: 'round', screen: 'win11', tag: false },
    imageCount: 4,
  },
  {
    key: 'lote-5-monitores-philips-221v8-21',
    title: 'Lote com 5 monitores Philips 221V8 21,5" LED Full HD',
    description:
      'Lote com 5 (cinco) monitores Philips 221V8 de 21,5", painel VA Full HD, 75 Hz e modo de baixa luz azul.\n' +
      'Entradas HDMI e VGA. Todos com base original.\n' +
      'Estado regular: molduras com riscos e etiquetas adesivas, uma unidade com leve mancha de luz no canto inferior direito.\n' +
      'Testados, ligam e exibem imagem. Acompanham cabos de força; não acompanham cabos de vídeo. Vendido em lote único, no estado em que se encontra.',
    category: 'Monitores',
    startPriceCents: 125000,
    condition: 'Usado - Regular',
    art: { kind: 'monitor', brand: 'philips', model: '221V8', size: 22, stand: 'round', count: 5, screen: 'sheet', thinBezel: false },
    imageCount: 3,
  },
  {
    key: 'monitor-lg-34wn780-ultrawide-qhd',
    title: 'Monitor LG 34WN780 34" UltraWide QHD IPS HDR10',
    description:
      'Monitor LG 34WN780-B UltraWide de 34", resolução QHD 3440x1440, painel IPS com HDR10 e cobertura sRGB 99%.\n' +
      'Braço ergonômico com ajuste de altura, inclinação e giro; entradas 2x HDMI e DisplayPort, além de hub USB 3.0.\n' +
      'Usado em excelente estado, tela sem marcas. Testado.\n' +
      'Acompanha fonte, cabo DisplayPort e caixa original. Vendido no estado em que se encontra.',
    category: 'Monitores',
    startPriceCents: 165000,
    condition: 'Usado - Excelente',
    art: { kind: 'monitor', brand: 'lg', model: '34WN780', size: 34, ratio: 0.42, screen: 'sheet', tag: false },
    imageCount: 4,
  },

  // ───────────────────────────── Servidores ─────────────────────────────
  {
    key: 'servidor-dell-poweredge-r740-2x-xeon-silver-128gb',
    title: 'Servidor Dell PowerEdge R730 2x Xeon E5-2640 v4 128GB RAM 4 discos',
    description:
      'Servidor rack 2U Dell PowerEdge R730 com 2 processadores Intel Xeon E5-2640 v4 (10 núcleos cada, 20 núcleos no total), 128GB de memória DDR4 ECC RDIMM e 4 discos: 2x SAS 600GB e 2x SATA 2TB.\n' +
      'Um dos discos de 2TB tem setores realocados (Atenção, na ficha técnica verificada). Fontes redundantes e trilhos inclusos.\n' +
      'Discos apagados conforme a NIST 800-88 (Purge nos SAS, Clear nos SATA), com certificado por disco.',
    category: 'Servidores',
    startPriceCents: 850000,
    condition: 'Usado - Bom',
    art: { kind: 'server', brand: 'dell', model: 'PowerEdge R730', u: 2, bays: 8, bayType: 'sff' },
    imageCount: 4,
  },
  {
    key: 'servidor-hp-proliant-dl380-gen10-64gb',
    title: 'Servidor HPE ProLiant DL380 Gen10 Xeon Silver 4110 64GB RAM 12 baias LFF',
    description:
      'Servidor HPE ProLiant DL380 Gen10 (2U) com 1 processador Intel Xeon Silver 4110 (8 núcleos), 64GB de RAM DDR4 ECC e 12 baias hot-swap de 3,5" (LFF).\n' +
      'Controladora Smart Array P408i-a com bateria, iLO 5, rede 4x 1GbE integrada e 2 fontes Flex Slot de 800W. Segundo soquete livre para expansão.\n' +
      'Sem discos; 10 gavetas inclusas e 2 baias com tampas cegas.\n' +
      'Estado bom, tampa superior com arranhões leves. Testado até a tela do BIOS. Vendido no estado em que se encontra, sem trilhos.',
    category: 'Servidores',
    startPriceCents: 720000,
    condition: 'Usado - Bom',
    art: { kind: 'server', brand: 'hp', model: 'ProLiant DL380 Gen10', u: 2, bays: 12, bayType: 'lff', blanks: 2 },
    imageCount: 3,
  },
  {
    key: 'servidor-dell-poweredge-r630-2x-xeon-e5-64gb',
    title: 'Servidor Dell PowerEdge R630 1U 2x Xeon E5-2650 v4 64GB RAM 8 baias SFF',
    description:
      'Servidor Dell PowerEdge R630 em rack 1U com 2x Intel Xeon E5-2650 v4 (12 núcleos cada), 64GB de memória DDR4 ECC e 8 baias hot-swap de 2,5".\n' +
      'Controladora PERC H730 Mini, iDRAC8 Enterprise, rede 4x 1GbE e fontes redundantes de 495W.\n' +
      'Acompanha 2 SSDs SATA de 480GB em RAID 1; demais baias com gavetas vazias.\n' +
      'Equipamento usado em bom estado, testado com sucesso. Lote proveniente de desativação de data center de provedor regional. Vendido no estado em que se encontra.',
    category: 'Servidores',
    startPriceCents: 320000,
    condition: 'Usado - Bom',
    art: { kind: 'server', brand: 'dell', model: 'PowerEdge R630', u: 1, bays: 8, bayType: 'sff' },
    imageCount: 3,
  },
  {
    key: 'servidor-lenovo-thinksystem-sr650-xeon-silver',
    title: 'Servidor Lenovo ThinkSystem SR650 Xeon Silver 4208 32GB RAM 12 baias LFF',
    description:
      'Servidor Lenovo ThinkSystem SR650 (2U) com Intel Xeon Silver 4208 (8 núcleos, 2,1 GHz), 32GB de RAM DDR4 2933 ECC e 12 baias hot-swap de 3,5".\n' +
      'Controladora RAID 530-8i, gerenciamento XClarity Controller (XCC), rede 4x 1GbE LOM e 2 fontes de 750W Platinum.\n' +
      'Acompanha 4 discos de 4TB SATA 7.2K. Tampa e trilhos inclusos.\n' +
      'Usado em excelente estado, retirado de ambiente climatizado. Testado. Vendido no estado em que se encontra.',
    category: 'Servidores',
    startPriceCents: 690000,
    condition: 'Usado - Excelente',
    art: { kind: 'server', brand: 'lenovo', model: 'ThinkSystem SR650', u: 2, bays: 12, bayType: 'lff' },
    imageCount: 4,
  },
  {
    key: 'servidor-hp-proliant-dl360-gen9-4-lff',
    title: 'Servidor HP ProLiant DL360 Gen9 1U Xeon E5-2620 v3 32GB — sem discos',
    description:
      'Servidor HP ProLiant DL360 Gen9 em rack 1U, 1x Intel Xeon E5-2620 v3 (6 núcleos), 32GB de RAM DDR4 ECC e 4 baias de 3,5" (LFF) hot-swap.\n' +
      'Controladora Smart Array B140i, iLO 4 Standard, rede 4x 1GbE e 1 fonte de 500W (segundo slot de fonte vazio).\n' +
      'Sem discos e sem trilhos. Uma das gavetas com a trava quebrada. Gabinete com arranhões e etiquetas.\n' +
      'Testado: liga e conclui o POST; apresenta alerta de fonte não redundante. Vendido no estado em que se encontra.',
    category: 'Servidores',
    startPriceCents: 210000,
    condition: 'Usado - Regular',
    art: { kind: 'server', brand: 'hp', model: 'ProLiant DL360 Gen9', u: 1, bays: 4, bayType: 'lff' },
    imageCount: 2,
  },
  {
    key: 'lote-3-servidores-dell-poweredge-r620',
    title: 'Lote com 3 servidores Dell PowerEdge R620 1U 2x Xeon E5-2640 48GB RAM',
    description:
      'Lote com 3 (três) servidores Dell PowerEdge R620 em rack 1U. Cada unidade: 2x Intel Xeon E5-2640 (6 núcleos), 48GB de RAM DDR3 ECC, controladora PERC H710 Mini e 8 baias de 2,5".\n' +
      'iDRAC7 Express, rede 4x 1GbE e fontes redundantes de 495W em todas as unidades. Sem discos.\n' +
      'Equipamentos de geração anterior, indicados para laboratório, homologação ou revenda de peças. Marcas de uso e etiquetas de inventário.\n' +
      'Testados: os três ligam e concluem o POST. Vendidos em lote único, no estado em que se encontram.',
    category: 'Servidores',
    startPriceCents: 360000,
    condition: 'Usado - Regular',
    art: { kind: 'server', brand: 'dell', model: 'PowerEdge R620', u: 1, bays: 8, bayType: 'sff', count: 3, blanks: 4 },
    imageCount: 3,
  },

  // ───────────────────────────── Redes ─────────────────────────────
  {
    key: 'switch-cisco-catalyst-2960x-24ps-l-poe',
    title: 'Switch Cisco Catalyst 2960-X 24 portas Gigabit PoE+ 4 SFP (WS-C2960X-24PS-L)',
    description:
      'Switch gerenciável Cisco Catalyst WS-C2960X-24PS-L com 24 portas Gigabit Ethernet PoE+ (orçamento de 370W) e 4 portas SFP de 1G para uplink.\n' +
      'Sistema operacional IOS 15.2 LAN Base, configuração apagada (write erase) e pronto para uso. Porta de console RJ45 e USB mini.\n' +
      'Usado em bom estado, com etiquetas de identificação de portas. Testado: todas as portas com link.\n' +
      'Acompanha cabo de força e orelhas de rack. Lote proveniente de renovação de infraestrutura de rede corporativa; vendido no estado em que se encontra.',
    category: 'Redes',
    startPriceCents: 185000,
    condition: 'Usado - Bom',
    art: { kind: 'switch', brand: 'cisco', model: 'WS-C2960X-24PS-L', series: 'Catalyst 2960-X', ports: 24, sfp: 4, poe: true },
    imageCount: 4,
  },
  {
    key: 'switch-ubiquiti-unifi-usw-24-poe',
    title: 'Switch Ubiquiti UniFi USW-24-PoE 24 portas Gigabit (16 PoE+) 2 SFP',
    description:
      'Switch gerenciável Ubiquiti UniFi USW-24-PoE com 24 portas Gigabit, sendo 16 com PoE+ (95W no total), e 2 portas SFP de 1G.\n' +
      'Display frontal de status, gerenciamento pela controladora UniFi Network e montagem em rack 19".\n' +
      'Usado em excelente estado. Restaurado para o padrão de fábrica e testado.\n' +
      'Acompanha cabo de força e kit de rack. Vendido no estado em que se encontra.',
    category: 'Redes',
    startPriceCents: 160000,
    condition: 'Usado - Excelente',
    art: { kind: 'switch', brand: 'ubiquiti', model: 'USW-24-PoE', ports: 24, sfp: 2, poe: true },
    imageCount: 3,
  },
  {
    key: 'switch-mikrotik-crs326-24g-2s-rm',
    title: 'Switch MikroTik CRS326-24G-2S+RM 24 portas Gigabit 2 SFP+ 10G',
    description:
      'Cloud Router Switch MikroTik CRS326-24G-2S+RM com 24 portas Gigabit e 2 portas SFP+ de 10 Gbps, em gabinete metálico 1U para rack.\n' +
      'Dual boot RouterOS / SwOS, porta de console serial e refrigeração passiva (sem ventoinhas).\n' +
      'Usado em bom estado, com pequenos riscos na frente. Reset de fábrica realizado; testado.\n' +
      'Acompanha orelhas de rack; não acompanha cabo de força. Vendido no estado em que se encontra.',
    category: 'Redes',
    startPriceCents: 98000,
    condition: 'Usado - Bom',
    art: { kind: 'switch', brand: 'mikrotik', model: 'CRS326-24G-2S+RM', series: 'Cloud Router Switch', ports: 24, sfp: 2 },
    imageCount: 3,
  },
  {
    key: 'lote-5-switches-tplink-tl-sg108-8-portas',
    title: 'Lote com 5 switches TP-Link TL-SG108 8 portas Gigabit',
    description:
      'Lote com 5 (cinco) switches não gerenciáveis TP-Link TL-SG108, 8 portas Gigabit cada, em gabinete metálico de mesa.\n' +
      'Plug and play, com suporte a QoS (IEEE 802.1p) e economia de energia.\n' +
      'Usados, com marcas de uso e etiquetas; todas as unidades testadas e com link nas 8 portas.\n' +
      'Acompanham 5 fontes originais 9V. Vendido em lote único, no estado em que se encontra.',
    category: 'Redes',
    startPriceCents: 26000,
    condition: 'Usado - Bom',
    art: { kind: 'switch', brand: 'tplink', model: 'TL-SG108', ports: 8, desk: true, count: 5 },
    imageCount: 3,
  },
  {
    key: 'roteador-mikrotik-hex-rb750gr3',
    title: 'Roteador MikroTik hEX RB750Gr3 5 portas Gigabit',
    description:
      'Roteador MikroTik hEX (RB750Gr3) com 5 portas Gigabit, CPU dual-core de 880 MHz, 256MB de RAM e licença RouterOS nível 4.\n' +
      'Porta USB para armazenamento ou modem 4G e slot microSD. Alimentação por fonte 24V ou PoE passivo.\n' +
      'Usado em bom estado, configuração resetada. Testado.\n' +
      'Acompanha fonte original. Vendido no estado em que se encontra.',
    category: 'Redes',
    startPriceCents: 22000,
    condition: 'Usado - Bom',
    art: { kind: 'router', brand: 'mikrotik', model: 'hEX RB750Gr3', antennas: 0, portsFront: true, small: true, color: 'white', ports: 5 },
    imageCount: 3,
  },
  {
    key: 'roteador-tplink-archer-c6-ac1200',
    title: 'Roteador Wi-Fi TP-Link Archer C6 AC1200 Dual Band Gigabit',
    description:
      'Roteador sem fio TP-Link Archer C6 AC1200, dual band (2,4 GHz e 5 GHz), MU-MIMO, 4 antenas externas e 1 interna.\n' +
      '5 portas Gigabit (1 WAN + 4 LAN), controle parental, rede de convidados e gerenciamento pelo app Tether.\n' +
      'Usado, em bom estado. Restaurado para o padrão de fábrica e testado.\n' +
      'Acompanha fonte e caixa original. Vendido no estado em que se encontra.',
    category: 'Redes',
    startPriceCents: 9000,
    condition: 'Usado - Bom',
    art: { kind: 'router', brand: 'tplink', model: 'Archer C6', antennas: 4, ports: 5 },
    imageCount: 4,
  },
  {
    key: 'lote-6-access-points-ubiquiti-u6-lite',
    title: 'Lote com 6 access points Ubiquiti UniFi U6 Lite Wi-Fi 6',
    description:
      'Lote com 6 (seis) access points Ubiquiti UniFi U6 Lite, Wi-Fi 6 (802.11ax) dual band com até 1,5 Gbps agregados e alimentação PoE 802.3af.\n' +
      'Montagem em teto ou parede; gerenciamento pela controladora UniFi Network.\n' +
      'Equipamentos usados em excelente estado, retirados de escritório. Todos resetados e testados.\n' +
      'Acompanham suportes de fixação; não acompanham injetores PoE. Vendido em lote único, no estado em que se encontra.',
    category: 'Redes',
    startPriceCents: 150000,
    condition: 'Usado - Excelente',
    art: { kind: 'ap', brand: 'ubiquiti', model: 'U6 Lite', count: 6 },
    imageCount: 3,
  },
  {
    key: 'access-point-tplink-omada-eap225',
    title: 'Access Point TP-Link Omada EAP225 AC1350 Gigabit PoE',
    description:
      'Access point de teto TP-Link Omada EAP225, Wi-Fi AC1350 dual band com MU-MIMO, porta Gigabit e alimentação PoE (802.3af ou passivo).\n' +
      'Gerenciamento centralizado via controladora Omada ou pelo app.\n' +
      'Produto novo, em caixa lacrada, com injetor PoE, suporte e parafusos.\n' +
      'Excedente de projeto de instalação. Vendido no estado em que se encontra.',
    category: 'Redes',
    startPriceCents: 19000,
    condition: 'Novo',
    art: { kind: 'ap', brand: 'tplink', model: 'EAP225', tag: false },
    imageCount: 4,
  },

  // ───────────────────────────── Periféricos ─────────────────────────────
  {
    key: 'kit-teclado-mouse-logitech-mk270-sem-fio',
    title: 'Kit Teclado e Mouse sem Fio Logitech MK270 ABNT2 — Novo',
    description:
      'Combo sem fio Logitech MK270 com teclado ABNT2 de tamanho completo e mouse óptico ambidestro, conectados por um único receptor USB de 2,4 GHz.\n' +
      'Teclado com 8 teclas de atalho multimídia e resistência a respingos; pilhas com autonomia de até 36 meses (teclado) e 12 meses (mouse).\n' +
      'Produto novo, em embalagem original lacrada.\n' +
      'Excedente de estoque corporativo. Vendido no estado em que se encontra.',
    category: 'Periféricos',
    startPriceCents: 8900,
    condition: 'Novo',
    art: { kind: 'combo', brand: 'logitech', model: 'MK270', color: 'black', wireless: true, tag: false },
    imageCount: 4,
  },
  {
    key: 'lote-20-teclados-dell-kb216-usb-abnt2',
    title: 'Lote com 20 teclados Dell KB216 USB ABNT2',
    description:
      'Lote com 20 (vinte) teclados com fio Dell KB216, padrão ABNT2, conexão USB, teclas silenciosas e teclas multimídia.\n' +
      'Unidades usadas, retiradas de estações de trabalho; algumas com teclas desgastadas e etiquetas de patrimônio no verso.\n' +
      'Testados por amostragem. Necessitam de limpeza.\n' +
      'Vendido em lote único, no estado em que se encontra.',
    category: 'Periféricos',
    startPriceCents: 18000,
    condition: 'Usado - Regular',
    art: { kind: 'keyboard', brand: 'dell', model: 'KB216', color: 'black', count: 20 },
    imageCount: 3,
  },
  {
    key: 'mouse-logitech-mx-master-3-grafite',
    title: 'Mouse sem Fio Logitech MX Master 3 Grafite',
    description:
      'Mouse sem fio Logitech MX Master 3 na cor grafite, sensor Darkfield de 4000 DPI, roda eletromagnética MagSpeed e roda lateral para rolagem horizontal.\n' +
      'Conexão por Bluetooth ou receptor Unifying; bateria recarregável por USB-C com até 70 dias de autonomia.\n' +
      'Usado em excelente estado, sem desgaste nos botões. Testado.\n' +
      'Acompanha receptor Unifying e cabo USB-C. Vendido no estado em que se encontra.',
    category: 'Periféricos',
    startPriceCents: 18000,
    condition: 'Usado - Excelente',
    art: { kind: 'mouse', brand: 'logitech', model: 'MX Master 3', color: 'grey', wireless: true, tag: false },
    imageCount: 3,
  },
  {
    key: 'impressora-hp-laserjet-pro-m404dn',
    title: 'Impressora HP LaserJet Pro M404dn Laser Monocromática Duplex e Rede',
    description:
      'Impressora laser monocromática HP LaserJet Pro M404dn, velocidade de até 38 ppm, duplex automático e rede Ethernet Gigabit.\n' +
      'Bandejas de 250 e 100 folhas; ciclo mensal de até 80.000 páginas. Contador atual: 41.380 páginas.\n' +
      'Usada em bom estado, com riscos leves na bandeja de saída. Testada, imprimindo sem falhas.\n' +
      'Acompanha toner CF258A com aproximadamente 40% e cabo de força. Lote proveniente de renovação de contrato de impressão corporativa; vendida no estado em que se encontra.',
    category: 'Periféricos',
    startPriceCents: 75000,
    condition: 'Usado - Bom',
    art: { kind: 'printer', brand: 'hp', model: 'LaserJet Pro M404dn', toner: 'Toner HP 58A' },
    imageCount: 4,
  },
  {
    key: 'multifuncional-epson-ecotank-l3250-wifi',
    title: 'Multifuncional Epson EcoTank L3250 Tanque de Tinta Wi-Fi',
    description:
      'Multifuncional jato de tinta Epson EcoTank L3250 (imprime, copia e digitaliza), com tanques de tinta de alta capacidade e conexão Wi-Fi / Wi-Fi Direct.\n' +
      'Resolução de impressão de até 5760 x 1440 dpi; scanner de mesa de 1200 dpi.\n' +
      'Usada em bom estado; tanques com tinta entre 30% e 60%. Testada com página de verificação de injetores sem falhas.\n' +
      'Acompanha cabo de força e cabo USB. Vendida no estado em que se encontra.',
    category: 'Periféricos',
    startPriceCents: 52000,
    condition: 'Usado - Bom',
    art: { kind: 'printer', brand: 'epson', model: 'EcoTank L3250', type: 'ink', tag: false },
    imageCount: 4,
  },
  {
    key: 'lote-10-headsets-jabra-evolve-20-usb',
    title: 'Lote com 10 headsets Jabra Evolve 20 MS Stereo USB',
    description:
      'Lote com 10 (dez) headsets Jabra Evolve 20 MS Stereo, conexão USB com controle de chamadas no cabo, microfone com cancelamento de ruído e certificação para Microsoft Teams.\n' +
      'Equipamentos usados em central de atendimento; almofadas com desgaste natural (recomenda-se a troca).\n' +
      'Testados por amostragem: áudio e microfone funcionando.\n' +
      'Vendido em lote único, no estado em que se encontra.',
    category: 'Periféricos',
    startPriceCents: 35000,
    condition: 'Usado - Regular',
    art: { kind: 'headset', brand: 'jabra', model: 'Evolve 20 MS', color: 'black', usb: true, count: 10 },
    imageCount: 3,
  },
  {
    key: 'nobreak-sms-net4-1200va-bivolt',
    title: 'Nobreak SMS Net4+ 1200VA Bivolt 6 Tomadas',
    description:
      'Nobreak SMS Net4+ 1200VA com entrada bivolt automática (115/220V) e saída 115V, 6 tomadas no padrão NBR 14136 e display de LED.\n' +
      'Proteção contra surtos, sub e sobretensão, com estabilizador interno e partida a frio (DC Start).\n' +
      'Usado em bom estado; baterias originais substituídas em 2024 (2x 12V 7Ah). Testado: mantém carga de 200W por cerca de 12 minutos.\n' +
      'Acompanha cabo de força fixo e manual. Vendido no estado em que se encontra.',
    category: 'Periféricos',
    startPriceCents: 38000,
    condition: 'Usado - Bom',
    art: { kind: 'ups', brand: 'sms', model: 'Net4+ 1200VA', va: '1200VA', outlets: 6 },
    imageCount: 4,
  },
  {
    key: 'webcam-logitech-c920-hd-pro-full-hd',
    title: 'Webcam Logitech C920 HD Pro Full HD 1080p com Microfone Estéreo',
    description:
      'Webcam Logitech C920 HD Pro, vídeo Full HD 1080p a 30 fps, foco automático, correção automática de luz e dois microfones estéreo.\n' +
      'Clipe universal para monitor ou notebook e rosca para tripé; conexão USB.\n' +
      'Usada em excelente estado, lente sem riscos. Testada em videochamada.\n' +
      'Acompanha caixa original. Vendida no estado em que se encontra.',
    category: 'Periféricos',
    startPriceCents: 16000,
    condition: 'Usado - Excelente',
    art: { kind: 'webcam', brand: 'logitech', model: 'C920 HD Pro', tag: false },
    imageCount: 4,
  },

  // ───────────────────────────── Componentes ─────────────────────────────
  {
    key: 'placa-de-video-asus-dual-rtx-3060-12gb',
    title: 'Placa de Vídeo ASUS Dual GeForce RTX 3060 12GB GDDR6',
    description:
      'Placa de vídeo ASUS Dual GeForce RTX 3060 OC com 12GB GDDR6 de 192 bits, duas ventoinhas Axial-tech e backplate metálico.\n' +
      'Saídas: 3x DisplayPort 1.4a e 1x HDMI 2.1. Alimentação por 1 conector PCIe de 8 pinos; fonte recomendada de 650W.\n' +
      'Usada em jogos, nunca utilizada em mineração (declaração do comitente). Ventoinhas silenciosas, sem ruídos. Testada em benchmark 3DMark, temperaturas normais.\n' +
      'Acompanha caixa original. Vendida no estado em que se encontra.',
    category: 'Componentes',
    startPriceCents: 135000,
    condition: 'Usado - Bom',
    art: { kind: 'gpu', brand: 'asus', model: 'Dual RTX 3060 12GB', fans: 2, topText: 'GEFORCE RTX', accent: '#00a3e0' },
    imageCount: 4,
  },
  {
    key: 'placa-de-video-gigabyte-gtx-1660-super-oc-6gb',
    title: 'Placa de Vídeo Gigabyte GeForce GTX 1660 SUPER OC 6GB GDDR6',
    description:
      'Placa de vídeo Gigabyte GeForce GTX 1660 SUPER OC 6G com 6GB GDDR6, sistema de refrigeração WINDFORCE 2X e clock de até 1830 MHz.\n' +
      'Saídas: 3x DisplayPort e 1x HDMI. Conector de energia PCIe de 8 pinos.\n' +
      'Usada; pasta térmica trocada recentemente. Apresenta leve ruído em uma das ventoinhas em rotação máxima.\n' +
      'Testada, sem artefatos. Não acompanha caixa. Vendida no estado em que se encontra.',
    category: 'Componentes',
    startPriceCents: 70000,
    condition: 'Usado - Regular',
    art: {
      kind: 'gpu',
      brand: 'gigabyte',
      model: 'GTX 1660 SUPER OC 6G',
      fans: 2,
      topText: 'GEFORCE GTX',
      accent: '#F28A00',
      shroud: '#232427',
    },
    imageCount: 3,
  },
  {
    key: 'memoria-kingston-fury-beast-16gb-2x8-ddr4-3200',
    title: 'Memória Kingston FURY Beast 16GB (2x8GB) DDR4 3200MHz',
    description:
      'Kit de memórias Kingston FURY Beast com 2 módulos de 8GB DDR4 (16GB no total), 3200 MHz, latência CL16 e dissipador de calor preto de perfil baixo.\n' +
      'Compatível com Intel XMP e plataformas AMD Ryzen. Part number KF432C16BBK2/16.\n' +
      'Usadas em excelente estado, retiradas de PC gamer. Testadas com MemTest86 (4 passagens) sem erros.\n' +
      'Acompanha blister original. Vendidas no estado em que se encontram.',
    category: 'Componentes',
    startPriceCents: 21000,
    condition: 'Usado - Excelente',
    art: {
      kind: 'ram',
      brand: 'kingston',
      model: 'FURY Beast 16GB (2x8GB)',
      heatsink: true,
      heatsinkText: 'FURY',
      capacity: '8GB DDR4 3200',
      sticks: 2,
    },
    imageCount: 4,
  },
  {
    key: 'lote-8-memorias-samsung-32gb-ddr4-rdimm',
    title: 'Lote com 8 memórias Samsung 32GB DDR4 2666 ECC RDIMM para Servidor',
    description:
      'Lote com 8 (oito) módulos de memória Samsung de 32GB DDR4 2666 MHz ECC Registered (RDIMM), 2Rx4, part number M393A4K40CB2-CTD — 256GB no total.\n' +
      'Compatíveis com servidores Dell PowerEdge 14ª geração, HPE ProLiant Gen10 e Lenovo ThinkSystem, entre outros.\n' +
      'Retiradas de servidores em funcionamento; testadas no equipamento de origem, sem erros registrados.\n' +
      'Embaladas em blisters antiestáticos. Vendidas em lote único, no estado em que se encontram.',
    category: 'Componentes',
    startPriceCents: 140000,
    condition: 'Usado - Bom',
    art: {
      kind: 'ram',
      brand: 'samsung',
      model: 'M393A4K40CB2-CTD',
      ecc: true,
      capacity: '32GB',
      rank: '2Rx4',
      spec: 'PC4-2666V-RB2-12',
      part: 'M393A4K40CB2-CTD',
      sticks: 4,
      tag: false,
    },
    imageCount: 3,
  },
  {
    key: 'lote-10-ssd-kingston-a400-480gb-novos',
    title: 'Lote com 10 SSDs Kingston A400 480GB SATA III 2,5" — Novos',
    description:
      'Lote com 10 (dez) SSDs Kingston A400 de 480GB, formato 2,5" com interface SATA III (6 Gb/s), leitura de até 500 MB/s e gravação de até 450 MB/s.\n' +
      'Produtos novos, em embalagens originais lacradas.\n' +
      'Excedente de estoque de integrador de TI. Nota fiscal do leilão emitida ao arrematante.\n' +
      'Vendidos em lote único, no estado em que se encontram.',
    category: 'Componentes',
    startPriceCents: 130000,
    condition: 'Novo',
    art: { kind: 'ssd', brand: 'kingston', model: 'A400 480GB', capacity: '480GB', count: 10, tag: false },
    imageCount: 4,
  },
  {
    key: 'ssd-nvme-wd-blue-sn570-1tb',
    title: 'SSD NVMe WD Blue SN570 1TB M.2 2280 PCIe 3.0',
    description:
      'SSD Western Digital WD Blue SN570 de 1TB, formato M.2 2280, interface PCIe Gen3 x4 NVMe, leitura de até 3500 MB/s.\n' +
      'Saúde de 98% e 14TB gravados, conforme relatório do CrystalDiskInfo.\n' +
      'Usado em excelente estado, dados apagados com formatação segura.\n' +
      'Não acompanha caixa. Vendido no estado em que se encontra.',
    category: 'Componentes',
    startPriceCents: 29000,
    condition: 'Usado - Excelente',
    art: {
      kind: 'ssd',
      brand: 'wd',
      model: 'WD Blue SN570',
      capacity: '1TB · PCIe Gen3 x4 NVMe',
      nvme: true,
      labelColor: '#0a3a7a',
      tag: false,
    },
    imageCount: 3,
  },
  {
    key: 'lote-6-hds-seagate-barracuda-2tb',
    title: 'Lote com 6 HDs Seagate BarraCuda 2TB SATA 3,5" 7200 RPM',
    description:
      'Lote com 6 (seis) discos rígidos Seagate BarraCuda ST2000DM008 de 2TB, formato 3,5", SATA 6 Gb/s, 7200 RPM e cache de 256MB.\n' +
      'Retirados de estações de trabalho; todos com status SMART "Bom" e entre 9.000 e 21.000 horas de uso.\n' +
      'Dados apagados com formatação completa.\n' +
      'Vendidos em lote único, no estado em que se encontram.',
    category: 'Componentes',
    startPriceCents: 48000,
    condition: 'Usado - Bom',
    art: { kind: 'hdd', brand: 'seagate', model: 'ST2000DM008', capacity: '2TB', count: 6 },
    imageCount: 4,
  },
  {
    key: 'processador-intel-core-i7-12700-lga1700',
    title: 'Processador Intel Core i7-12700 12ª Geração LGA 1700',
    description:
      'Processador Intel Core i7-12700 (Alder Lake) com 12 núcleos (8 de desempenho + 4 de eficiência), 20 threads, até 4,9 GHz e 25MB de cache. Gráficos Intel UHD 770 integrados.\n' +
      'Soquete LGA 1700, compatível com placas-mãe das séries 600 e 700.\n' +
      'Usado em excelente estado, retirado de estação de trabalho. Testado.\n' +
      'Acompanha caixa e cooler original Intel Laminar (sem uso). Vendido no estado em que se encontra.',
    category: 'Componentes',
    startPriceCents: 98000,
    condition: 'Usado - Excelente',
    art: { kind: 'cpu', brand: 'intel', model: 'Core i7-12700', tag: false },
    imageCount: 4,
  },
  {
    key: 'processador-amd-ryzen-5-5600x-am4',
    title: 'Processador AMD Ryzen 5 5600X AM4 6 núcleos 3,7 GHz',
    description:
      'Processador AMD Ryzen 5 5600X (Zen 3) com 6 núcleos, 12 threads, frequência de 3,7 GHz (boost até 4,6 GHz) e 32MB de cache L3.\n' +
      'Soquete AM4, compatível com placas-mãe B450/B550/X570 (pode exigir atualização de BIOS).\n' +
      'Usado em bom estado, pinos íntegros e alinhados. Testado.\n' +
      'Acompanha caixa original; cooler Wraith Stealth com marcas de uso. Vendido no estado em que se encontra.',
    category: 'Componentes',
    startPriceCents: 52000,
    condition: 'Usado - Bom',
    art: { kind: 'cpu', brand: 'amd', model: 'Ryzen 5 5600X', tag: false },
    imageCount: 4,
  },
  {
    key: 'fonte-corsair-cv550-550w-80-plus-bronze',
    title: 'Fonte Corsair CV550 550W 80 Plus Bronze',
    description:
      'Fonte de alimentação ATX Corsair CV550, 550W reais, certificação 80 Plus Bronze, ventoinha de 120 mm e cabos fixos com acabamento preto.\n' +
      'Conectores: 24 pinos ATX, 1x EPS 4+4, 2x PCIe 6+2, 5x SATA e 3x Molex. Entrada bivolt automática.\n' +
      'Usada em bom estado, sem ruído anormal. Testada com carga.\n' +
      'Acompanha cabo de força. Vendida no estado em que se encontra.',
    category: 'Componentes',
    startPriceCents: 18000,
    condition: 'Usado - Bom',
    art: { kind: 'psu', brand: 'corsair', model: 'CV550', watts: '550W', tag: false },
    imageCount: 3,
  },

  // ───────────────────────────── Celulares e Tablets ─────────────────────────────
  {
    key: 'iphone-12-128gb-azul',
    title: 'Apple iPhone 12 128GB Azul — Bateria 84%',
    description:
      'Apple iPhone 12 de 128GB na cor azul, tela Super Retina XDR OLED de 6,1", chip A14 Bionic, câmera dupla de 12 MP e 5G.\n' +
      'Saúde da bateria em 84%. Face ID, câmeras, alto-falantes e microfones testados e funcionando.\n' +
      'Usado em bom estado: tela com película e sem trincas; laterais com pequenas marcas.\n' +
      'Desbloqueado para qualquer operadora e sem vínculo com iCloud. Acompanha cabo USB-C/Lightning. Vendido no estado em que se encontra.',
    category: 'Celulares e Tablets',
    startPriceCents: 165000,
    condition: 'Usado - Bom',
    art: { kind: 'phone', brand: 'apple', model: 'iPhone 12', color: 'blue', camera: 'apple2' },
    imageCount: 4,
  },
  {
    key: 'samsung-galaxy-s21-fe-5g-128gb-grafite',
    title: 'Samsung Galaxy S21 FE 5G 128GB Grafite',
    description:
      'Samsung Galaxy S21 FE 5G com 128GB de armazenamento e 6GB de RAM, tela Dynamic AMOLED 2X de 6,4" com 120 Hz e câmera tripla traseira de 12 MP + 12 MP + 8 MP.\n' +
      'Processador Snapdragon 888, resistência à água IP68 e carregamento sem fio.\n' +
      'Usado em bom estado, com micro riscos na tela (imperceptíveis com a tela ligada). Bateria com boa autonomia.\n' +
      'Restaurado para o padrão de fábrica, sem conta Google vinculada. Acompanha cabo USB-C. Vendido no estado em que se encontra.',
    category: 'Celulares e Tablets',
    startPriceCents: 105000,
    condition: 'Usado - Bom',
    art: {
      kind: 'phone',
      brand: 'samsung',
      model: 'Galaxy S21 FE 5G',
      color: 'graphite',
      camera: 'contour',
      wall: ['#0b1b3a', '#274b8f', '#8fb1e8'],
    },
    imageCount: 3,
  },
  {
    key: 'samsung-galaxy-a54-5g-256gb-lavanda',
    title: 'Samsung Galaxy A54 5G 256GB Lavanda — Excelente Estado',
    description:
      'Samsung Galaxy A54 5G com 256GB e 8GB de RAM, tela Super AMOLED de 6,4" com 120 Hz e câmera principal de 50 MP com estabilização óptica.\n' +
      'Bateria de 5000 mAh, proteção IP67 e leitor de digitais na tela.\n' +
      'Usado por 8 meses, em excelente estado, sempre com capa e película.\n' +
      'Acompanha caixa, cabo USB-C e capa transparente. Vendido no estado em que se encontra.',
    category: 'Celulares e Tablets',
    startPriceCents: 110000,
    condition: 'Usado - Excelente',
    art: {
      kind: 'phone',
      brand: 'samsung',
      model: 'Galaxy A54 5G',
      color: 'lavender',
      frame: 'silver',
      camera: 'vertical',
      wall: ['#3b2a6b', '#9a86d8', '#f0d6f2'],
      tag: false,
    },
    imageCount: 4,
  },
  {
    key: 'lote-10-smartphones-motorola-moto-g32',
    title: 'Lote com 10 smartphones Motorola Moto G32 128GB',
    description:
      'Lote com 10 (dez) smartphones Motorola Moto G32 de 128GB e 4GB de RAM, tela de 6,5" com 90 Hz, câmera tripla de 50 MP e bateria de 5000 mAh.\n' +
      'Aparelhos corporativos devolvidos ao fim do contrato; todos restaurados para o padrão de fábrica e sem conta Google.\n' +
      'Estado variado entre bom e regular: algumas telas com riscos leves e carcaças com marcas. Não acompanham carregadores.\n' +
      'Testados individualmente (liga, tela, toque e carregamento). Vendido em lote único, no estado em que se encontra.',
    category: 'Celulares e Tablets',
    startPriceCents: 280000,
    condition: 'Usado - Regular',
    art: {
      kind: 'phone',
      brand: 'motorola',
      model: 'Moto G32',
      color: 'graphite',
      camera: 'square',
      count: 10,
      wall: ['#11233f', '#3a5e96', '#b7c9e6'],
    },
    imageCount: 3,
  },
  {
    key: 'iphone-11-64gb-branco-para-reparo',
    title: 'Apple iPhone 11 64GB Branco — Para Reparo (tela trincada)',
    description:
      'Apple iPhone 11 de 64GB na cor branca. Aparelho liga e carrega normalmente, porém com a tela trincada no canto inferior e Face ID inoperante.\n' +
      'Saúde da bateria em 76%. Sem bloqueio de iCloud (verificado pelo comitente).\n' +
      'Indicado para reparo ou aproveitamento de peças. Não acompanha acessórios.\n' +
      'Vendido no estado em que se encontra, sem garantia e sem direito a devolução.',
    category: 'Celulares e Tablets',
    startPriceCents: 55000,
    condition: 'Para Reparo',
    art: {
      kind: 'phone',
      brand: 'apple',
      model: 'iPhone 11',
      color: 'white',
      camera: 'apple2',
      wall: ['#3a3f4a', '#7b8394', '#c9ced8'],
      cracked: true,
      tag: false,
    },
    imageCount: 2,
  },
  {
    key: 'ipad-9-geracao-64gb-wifi-prateado',
    title: 'Apple iPad 9ª Geração 10,2" 64GB Wi-Fi Prateado',
    description:
      'Apple iPad de 9ª geração com tela Retina de 10,2", chip A13 Bionic, 64GB de armazenamento e Wi-Fi. Compatível com Apple Pencil (1ª geração) e Smart Keyboard.\n' +
      'Botão de início com Touch ID, câmera frontal ultra-angular de 12 MP com Palco Central.\n' +
      'Usado em bom estado: tela sem riscos, traseira com marcas discretas de uso.\n' +
      'Sem vínculo com iCloud, restaurado para o padrão de fábrica. Acompanha cabo e carregador. Vendido no estado em que se encontra.',
    category: 'Celulares e Tablets',
    startPriceCents: 125000,
    condition: 'Usado - Bom',
    art: { kind: 'tablet', brand: 'apple', model: 'iPad 9ª geração', color: 'silver', homeButton: true, tag: false },
    imageCount: 4,
  },
  {
    key: 'lote-5-tablets-samsung-galaxy-tab-a8-32gb',
    title: 'Lote com 5 tablets Samsung Galaxy Tab A8 10,5" 32GB Wi-Fi',
    description:
      'Lote com 5 (cinco) tablets Samsung Galaxy Tab A8 de 10,5", 32GB de armazenamento, 3GB de RAM, Wi-Fi e Android 14.\n' +
      'Equipamentos utilizados em força de vendas; todos restaurados para o padrão de fábrica e sem conta vinculada.\n' +
      'Estado bom, com marcas leves nas bordas. Acompanham 5 cabos USB-C; não acompanham carregadores.\n' +
      'Testados individualmente. Vendido em lote único, no estado em que se encontra.',
    category: 'Celulares e Tablets',
    startPriceCents: 230000,
    condition: 'Usado - Bom',
    art: { kind: 'tablet', brand: 'samsung', model: 'Galaxy Tab A8', color: 'graphite', ratio: 0.62, count: 5 },
    imageCount: 3,
  },
];

export const DEMO_BANNERS: readonly DemoBannerEntry[] = [
  {
    key: 'banner-notebooks-corporativos',
    title: 'Notebooks corporativos em leilão',
    subtitle: 'Mais de 20 notebooks Dell, Lenovo, HP e Apple em leilão nesta semana',
    text: 'Equipamentos vindos da renovação de parques tecnológicos de grandes empresas, testados e com descrição detalhada do estado de conservação. Lotes unitários e lotes fechados para revenda.',
    ctaLabel: 'Ver notebooks',
    linkUrl: `/lotes?category=${encodeURIComponent('Notebooks')}`,
    art: { kind: 'notebooks' },
  },
  {
    key: 'banner-servidores-e-redes',
    title: 'Servidores e infraestrutura de rede',
    subtitle: 'Dell PowerEdge, HPE ProLiant, Lenovo ThinkSystem e switches Cisco',
    text: 'Servidores desmobilizados de data centers, com configuração completa na descrição de cada lote. Aproveite para montar seu laboratório ou ampliar a infraestrutura da sua empresa.',
    ctaLabel: 'Ver servidores',
    linkUrl: `/lotes?category=${encodeURIComponent('Servidores')}`,
    art: { kind: 'rack' },
  },
  {
    key: 'banner-como-funciona',
    title: 'Como funciona o Arremate',
    subtitle: 'Cadastre-se, aguarde a aprovação e dê seus lances',
    text: 'Faça seu cadastro gratuito com CPF ou CNPJ e, assim que a conta for aprovada, acompanhe os lotes e dê lances em tempo real. Ao arrematar, você recebe as instruções de pagamento e retirada.',
    ctaLabel: null,
    linkUrl: '/lotes',
    art: { kind: 'howto' },
  },
];
