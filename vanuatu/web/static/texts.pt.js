// Made by vanuatu.web.pages.texts_script (python -m vanuatu.web.pages): the
// rules' and characters' texts of vanuatu.reference, for the game page.
window.vanuatuTexts = {
"action_order": [
"sail",
"build",
"explore",
"fish",
"sell",
"buy",
"draw",
"transport",
"rest"
],
"actions": {
"build": {
"see": [
"R6.2"
],
"text": "Ponha uma cabana numa ilha vizinha do seu barco por 3 Vatus (1 para o Construtor). É na cabana que você vende seus peixes; ela rende dinheiro sempre que um turista chega à ilha dela e, no fim, vale 2 PP por turista lá.",
"title": "Construir",
"url": "/static/vanuatu/rules.pt.html#action-build"
},
"buy": {
"see": [
"R6.6"
],
"text": "Compre um cubo de mercadoria de uma ilha vizinha do seu barco e embarque-o no navio mais alto que o quiser, ganhando pontos; um cubo que nenhum navio quer se perde. O Comprador embarca um segundo de graça.",
"title": "Comprar",
"url": "/static/vanuatu/rules.pt.html#action-buy"
},
"draw": {
"see": [
"R6.7"
],
"text": "Faça um desenho na areia numa ilha vizinha do seu barco e ganhe 3 PP na hora (5 para o Artista). Os desenhos também fazem a ilha render pontos para o Guia.",
"title": "Desenhar",
"url": "/static/vanuatu/rules.pt.html#action-draw"
},
"explore": {
"see": [
"R6.3",
"R7.1"
],
"text": "Mergulhe no naufrágio debaixo do seu barco atrás de uma ficha de tesouro; os primeiros mergulhos num naufrágio trazem os melhores tesouros. Guarde-a para ganhar 2 PP por ponto no fim ou venda-a por Vatus quando faltar dinheiro. O Mergulhador ganha ainda o valor dela em Vatus.",
"title": "Explorar",
"url": "/static/vanuatu/rules.pt.html#action-explore"
},
"fish": {
"see": [
"R6.4"
],
"text": "Pegue uma ficha de peixe na peça de oceano debaixo do seu barco; as primeiras pescas de uma peça valem mais. O peixe só vira dinheiro quando você o vende. O Pescador ganha ainda o valor dele em PP.",
"title": "Pescar",
"url": "/static/vanuatu/rules.pt.html#action-fish"
},
"rest": {
"see": [
"R6.9",
"R5.9",
"R12.1"
],
"text": "Escolha uma das fichas de descanso viradas para baixo que ainda estiverem disponíveis e guarde-a em segredo; ela paga no fim da rodada, e uma delas faz de você o Primeiro Jogador. Uma por rodada.",
"title": "Descansar",
"url": "/static/vanuatu/rules.pt.html#action-rest"
},
"sail": {
"see": [
"R6.1"
],
"text": "Mova seu barco pelo mar, um passo por Vatu, até três passos. Onde o barco está decide todo o resto: sobre uma peça para pescar ou explorar, ao lado de uma ilha para usá-la. O Navegador navega de graça.",
"title": "Navegar",
"url": "/static/vanuatu/rules.pt.html#action-sail"
},
"sell": {
"see": [
"R6.5"
],
"text": "Venda seus peixes ao lado de uma ilha onde você tem cabana, pelo valor deles vezes o preço do peixe. Cada venda baixa o preço pelo resto da rodada, então vender cedo compensa. O Vendedor não precisa de cabana.",
"title": "Vender",
"url": "/static/vanuatu/rules.pt.html#action-sell"
},
"transport": {
"see": [
"R6.8"
],
"text": "Leve um turista que espera a uma ilha vizinha do seu barco e receba 1 Vatu por cabana que houver lá, sua ou não. O turista fica, e no fim cada cabana daquela ilha pontua por ele. O Guia ganha ainda 2 PP por desenho lá.",
"title": "Transportar",
"url": "/static/vanuatu/rules.pt.html#action-transport"
}
},
"characters": {
"artist": {
"text": "Seu desenho na areia vale 5 PP em vez de 3.",
"title": "Artista",
"when": "Fase IV, quando você realiza Desenhar."
},
"beggar": {
"text": "Uma vez, troque 1, 2 ou 3 PP (nunca mais do que você tem) pela mesma quantia de Vatus, que viram pontos ao chegar a 10 como quaisquer outros.",
"title": "Mendigo",
"when": "A qualquer momento da rodada em que você o tiver, até na vez de outro jogador; não precisa de marcador."
},
"builder": {
"text": "Sua cabana custa 1 Vatu em vez de 3.",
"title": "Construtor",
"when": "Fase IV, quando você realiza Construir."
},
"buyer": {
"text": "Depois da sua exportação, pegue de graça um segundo cubo da mesma mercadoria na reserva, se ainda houver, e exporte-o também. Ele pontua como qualquer exportação, incluindo o bônus por completar, e se perde se nenhum navio precisar dele.",
"title": "Comprador",
"when": "Fase IV, quando você realiza Comprar."
},
"diver": {
"text": "Além da ficha de tesouro, ganhe tantos Vatus quanto ela vale.",
"title": "Mergulhador",
"when": "Fase IV, quando você realiza Explorar."
},
"fisherman": {
"text": "Além da ficha de peixe, ganhe tantos PP quanto ela vale.",
"title": "Pescador",
"when": "Fase IV, quando você realiza Pescar."
},
"governor": {
"text": "Mova todos os seus marcadores de um espaço de ação para outro, juntando-os aos que já estiverem lá; sua vez termina com esse movimento.",
"title": "Governador",
"when": "Fase IV, em qualquer vez sua, em vez de agir."
},
"guide": {
"text": "Ganhe também 2 PP por desenho na areia que já estiver na ilha aonde você levar o turista.",
"title": "Guia",
"when": "Fase IV, quando você realiza Transportar."
},
"navigator": {
"text": "Navegue de 1 a 3 passos sem pagar nada.",
"title": "Navegador",
"when": "Fase IV, quando você realiza Navegar."
},
"preacher": {
"text": "Em vez de só recolher uma pilha, realize mesmo assim a ação de uma das suas pilhas, se for possível, e depois recolha-a.",
"title": "Pregador",
"when": "Fase IV, numa vez em que você não tem maioria em lugar nenhum."
},
"vendor": {
"text": "Venda seus peixes sem ter cabana sua ao lado do barco; você nem precisa de uma ilha por perto.",
"title": "Vendedor",
"when": "Fase IV, quando você realiza Vender."
}
},
"docs": "",
"phases": {
"actions": {
"see": [
"R5.1",
"R5.2",
"R5.3",
"R5.4",
"R5.7",
"R5.8"
],
"text": "Na ordem do turno, cada jogador resolve um espaço onde tem a maioria, realizando a ação dele se puder e recolhendo os marcadores. Sem nenhuma maioria, você só recolhe uma pilha. A rodada continua até todos os marcadores voltarem.",
"title": "Fase IV: realizar ações",
"url": "/static/vanuatu/rules.pt.html#phase-actions"
},
"characters": {
"see": [
"R3.8",
"R3.9",
"R1.8"
],
"text": "Na ordem do turno, cada um pega um personagem e devolve o da rodada anterior; ninguém fica com o mesmo duas rodadas seguidas. O bônus é seu só nesta rodada.",
"title": "Fase II: escolher personagens",
"url": "/static/vanuatu/rules.pt.html#phase-characters"
},
"neutral": {
"see": [
"R10.1"
],
"text": "Com dois jogadores, antes da escolha dos personagens, o Primeiro Jogador coloca 2 marcadores neutros no tabuleiro de ações e o outro jogador, 3. Eles ficam a rodada inteira e tornam cada espaço mais difícil de ganhar.",
"title": "Dois jogadores: marcadores neutros",
"url": "/static/vanuatu/rules.pt.html#phase-neutral"
},
"planning": {
"see": [
"R4.1",
"R4.2",
"R4.3"
],
"text": "Coloque seus cinco marcadores no tabuleiro de ações em três passadas: dois, dois e depois um. Planeje só o que você realmente poderia fazer nesta rodada, e lembre que em cada espaço só age quem tiver mais marcadores.",
"title": "Fase III: planejamento",
"url": "/static/vanuatu/rules.pt.html#phase-planning"
},
"preparation": {
"see": [
"R3.1",
"R3.2",
"R3.3",
"R3.4",
"R3.5",
"R3.6",
"R3.7"
],
"text": "A partir da rodada 2, cada rodada começa com a manutenção: chegam novos turistas, navios cheios partem e chegam outros, ilhas vazias voltam a produzir mercadorias e o preço do peixe volta a 3. Depois, nas rodadas 2 a 7, o Primeiro Jogador coloca as duas peças do vulcão e mais duas são reveladas.",
"title": "Fase I: preparar a rodada",
"url": "/static/vanuatu/rules.pt.html#phase-preparation"
},
"rest": {
"see": [
"R5.9"
],
"text": "Quem pegou uma ficha de descanso a revela e recebe o bônus dela. Quem pegou a ficha de Primeiro Jogador começa todas as fases a partir da próxima rodada.",
"title": "Fase V: bônus de descanso",
"url": "/static/vanuatu/rules.pt.html#phase-rest"
},
"rising-waters": {
"see": [
"R10.3",
"R12.7",
"R12.13"
],
"text": "Nesta miniexpansão o mar sobe nas rodadas 2, 4, 6 e 8 depois de um número de ações decidido por um dado, e cada ilha recebe água em cada lado aberto para o oceano. Construa diques para fechá-los: uma ilha com 5 de água afunda com suas cabanas, três ilhas afundadas significam que todos perdem, e cabanas molhadas custam pontos no fim.",
"title": "Águas Crescentes",
"url": "/static/vanuatu/rules.pt.html#phase-rising-waters"
},
"scoring": {
"see": [
"R8",
"R8.1",
"R8.2",
"R8.3",
"R8.4",
"R8.5"
],
"text": "Depois de oito rodadas, venda seus últimos peixes a 1 Vatu por ponto e então marque 3 PP se for o Primeiro Jogador, 1 PP a cada 3 Vatus que sobraram, 2 PP por ponto de tesouro guardado e, para cada cabana sua, 2 PP por turista na ilha dela. Vence quem tiver mais pontos.",
"title": "Fim da partida e pontuação",
"url": "/static/vanuatu/rules.pt.html#phase-scoring"
},
"setup": {
"see": [
"R2"
],
"text": "Coloque as peças iniciais em volta da ilha inicial, empilhe as outras peças, revele três navios e uma peça de turistas, dê 3 Vatus a cada jogador e ponha todos os barcos na peça inicial vazia. Um jogador sorteado é o Primeiro Jogador.",
"title": "Preparação",
"url": "/static/vanuatu/rules.pt.html#phase-setup"
}
},
"rules": {
"R1": {
"text": "Esta parte dá nome ao que compõe o jogo: o tabuleiro, as peças, as mercadorias, as fichas, os personagens e as suas próprias peças. As outras regras usam esses nomes.",
"title": "As peças e seus nomes",
"url": "/static/vanuatu/rules.pt.html#rule-r1"
},
"R1.1": {
"text": "Jogam de três a cinco pessoas, ou duas com as regras para dois jogadores. Você começa com 3 Vatus, a moeda das ilhas, e nenhum Ponto de Prosperidade (PP); quem tiver mais PP no fim vence. Você nunca pode gastar mais Vatus do que tem: não existe empréstimo.",
"title": "Jogadores, Vatus e pontos",
"url": "/static/vanuatu/rules.pt.html#rule-r1-1"
},
"R1.1c": {
"text": "Sempre que você ganha Vatus e chega a 10 ou mais, cada 10 completo é trocado na hora por 5 PP. Assim, entre uma jogada e outra você nunca tem mais de 9 Vatus, venha o ganho de onde vier: peixe, turistas, tesouro, uma ficha de descanso ou um bônus.",
"title": "Dez Vatus viram cinco pontos",
"url": "/static/vanuatu/rules.pt.html#rule-r1-1c"
},
"R1.2": {
"text": "O tabuleiro tem 16 espaços hexagonais, cada um identificado por dois números, como 0,1. A ilha inicial está impressa no espaço 0,0 e os outros espaços se enchem de peças ao longo da partida. Um espaço ainda sem peça não pode ser usado nem receber barcos.",
"title": "O tabuleiro",
"url": "/static/vanuatu/rules.pt.html#rule-r1-2"
},
"R1.3": {
"text": "Cada peça é uma ilha ou uma peça de oceano. As ilhas têm lugar para cabanas, desenhos na areia e turistas e mostram as mercadorias que produzem; as peças de oceano guardam peixes e tesouros afundados. Quanto mais marcadores uma peça de oceano ainda tiver, mais vale a próxima ficha tirada dela.",
"title": "Ilhas e peças de oceano",
"url": "/static/vanuatu/rules.pt.html#rule-r1-3"
},
"R1.4": {
"text": "Três mercadorias são compradas nas ilhas e exportadas: kava custa 1 Vatu e rende 1 PP na exportação, copra custa 2 Vatus e rende 3 PP, carne custa 3 Vatus e rende 5 PP.",
"title": "Mercadorias",
"url": "/static/vanuatu/rules.pt.html#rule-r1-4"
},
"R1.5": {
"text": "As peças de demanda são navios esperando carga: cada uma pede três mercadorias. Três delas ficam à mostra ao mesmo tempo, uma acima da outra, e a de cima é atendida primeiro.",
"title": "Os navios e sua demanda",
"url": "/static/vanuatu/rules.pt.html#rule-r1-5"
},
"R1.6": {
"text": "A cada rodada, uma peça de turistas diz quantos turistas chegam, de 0 a 4. Antes do jogo, uma peça volta para a caixa, conforme o número de jogadores, e as outras oito servem uma por rodada.",
"title": "Peças de turistas",
"url": "/static/vanuatu/rules.pt.html#rule-r1-6"
},
"R1.7": {
"text": "As quatro fichas de descanso ficam viradas para baixo: uma faz de você o Primeiro Jogador, uma dá 1 Vatu, uma dá 1 PP e uma dá os dois. Você pega uma com a ação Descansar e a recebe no fim da rodada.",
"title": "Fichas de descanso",
"url": "/static/vanuatu/rules.pt.html#rule-r1-7"
},
"R1.8": {
"text": "Cada um dos onze personagens dá um bônus na rodada em que você fica com ele. Oito deles melhoram uma ação quando você a realiza; o Mendigo, o Pregador e o Governador têm poderes próprios. Um bônus nunca é obrigatório e vale no máximo uma vez.",
"title": "Personagens",
"url": "/static/vanuatu/rules.pt.html#rule-r1-8"
},
"R1.9": {
"text": "Você tem um veleiro, 8 cabanas e 5 marcadores de ação. A partida dura 8 rodadas, e o preço do peixe varia entre 3, 2 e 1 Vatu.",
"title": "Suas peças",
"url": "/static/vanuatu/rules.pt.html#rule-r1-9"
},
"R10": {
"text": "O jogo também pode ser jogado por dois, sem personagens, ou com a miniexpansão Águas Crescentes.",
"title": "Variantes",
"url": "/static/vanuatu/rules.pt.html#rule-r10"
},
"R10.1": {
"text": "A cada rodada, antes dos personagens, o Primeiro Jogador põe 2 marcadores neutros no tabuleiro de ações e o outro jogador, 3. Para agir num espaço você precisa de mais marcadores que a pilha neutra de lá, ou da mesma quantidade no espaço do seu personagem ou no espaço para onde seu Governador moveu marcadores. Cinco personagens são oferecidos a cada rodada, dentre os que não foram oferecidos na rodada anterior; um barco não pode terminar a navegação na peça do outro barco; e a peça de turistas de valor 4 fica de fora.",
"title": "Dois jogadores",
"url": "/static/vanuatu/rules.pt.html#rule-r10-1"
},
"R10.2": {
"text": "Com três a cinco jogadores, os personagens podem ficar de fora: a fase de personagens é pulada e ninguém tem bônus.",
"title": "Sem personagens",
"url": "/static/vanuatu/rules.pt.html#rule-r10-2"
},
"R10.3": {
"text": "Nas rodadas 2, 4, 6 e 8, um dado diz depois de quantas ações realizadas o mar sobe: cada ilha recebe então um marcador de água por lado que encosta numa peça de oceano sem dique, e com 5 de água ela afunda com tudo o que tem. Construir também pode pôr um dique por 1 Vatu num lado aberto. Se três ilhas afundarem todos perdem, e no fim cada cabana perde 1, 3, 5 ou 7 PP por 1 a 4 de água na sua ilha.",
"title": "Águas Crescentes",
"url": "/static/vanuatu/rules.pt.html#rule-r10-3"
},
"R11": {
"text": "Os exemplos abaixo mostram, com números, as regras que mais surpreendem quem está começando.",
"title": "Exemplos resolvidos",
"url": "/static/vanuatu/rules.pt.html#rule-r11"
},
"R11.1": {
"text": "Com 3 Vatus, você vende peixes de valor 1 e 2 ao preço 3: os 9 Vatus levam você a 12, então 10 deles viram 5 PP e você fica com 2. Depois o preço cai para 2.",
"title": "Exemplo: uma venda que passa de 10 Vatus",
"url": "/static/vanuatu/rules.pt.html#rule-r11-1"
},
"R11.10": {
"text": "Você termina com 8 Vatus e peixes de valor 5: os peixes levam você a 13, então você ganha 5 PP e fica com 3 Vatus, que dão mais 1 PP. Um tesouro guardado de valor 3 soma 6 PP, e duas cabanas numa ilha com 4 turistas somam 16 PP.",
"title": "Exemplo: a contagem final",
"url": "/static/vanuatu/rules.pt.html#rule-r11-10"
},
"R11.2": {
"text": "Você tem 1 Vatu e um peixe de valor 3, com sua cabana e um cubo de carne na ilha ao lado e o preço a 3. A venda levaria você a 10 Vatus, que viram 5 PP e deixam 0, então planejar Vender com Comprar é recusado por causa de Comprar. Com um marcador já em Navegar, é permitido: uma navegação de um passo gasta o Vatu antes, e a venda então deixa 9.",
"title": "Exemplo: uma venda que deixa pouco",
"url": "/static/vanuatu/rules.pt.html#rule-r11-2"
},
"R11.3": {
"text": "Sem peixe você não pode planejar Vender sozinho. Você pode planejar Pescar e Vender numa mesma passada, em qualquer ordem, se suas ações planejadas puderem levar seu barco a pescar e depois para perto de uma cabana sua.",
"title": "Exemplo: planejar Pescar com Vender",
"url": "/static/vanuatu/rules.pt.html#rule-r11-3"
},
"R11.4": {
"text": "P2 é o Primeiro Jogador, então a ordem é P2, P0, P1. Com 2 marcadores cada em Pescar, P2 tem a maioria; com 3, P0 teria. P1, com um só marcador lá, nunca tem.",
"title": "Exemplo: quem tem a maioria",
"url": "/static/vanuatu/rules.pt.html#rule-r11-4"
},
"R11.5": {
"text": "P0 tem a maioria em Construir, que é impossível sem Vatus, e em Pescar, que é possível. P0 pode pescar e deixar Construir para depois, ou recolher a pilha de Construir, mas não pode recolher a pilha de Pescar sem pescar.",
"title": "Exemplo: qual pilha volta",
"url": "/static/vanuatu/rules.pt.html#rule-r11-5"
},
"R11.6": {
"text": "O navio de cima precisa de duas kavas. O Comprador paga 1 Vatu por uma kava e ganha 1 PP, depois exporta uma segunda kava de graça, que completa o navio: 1 PP e mais 2. São 4 PP por 1 Vatu.",
"title": "Exemplo: o Comprador",
"url": "/static/vanuatu/rules.pt.html#rule-r11-6"
},
"R11.7": {
"text": "Um Pregador cujos marcadores estão todos onde outros têm a maioria ainda pode realizar uma dessas ações. Um Pregador que tenha alguma maioria não pode usar o poder.",
"title": "Exemplo: o Pregador",
"url": "/static/vanuatu/rules.pt.html#rule-r11-7"
},
"R11.8": {
"text": "Um Governador com 2 marcadores em Pescar os move para Explorar: agora eles estão em Explorar, não sobra nenhum em Pescar, o bônus foi gasto e o próximo jogador age.",
"title": "Exemplo: o Governador",
"url": "/static/vanuatu/rules.pt.html#rule-r11-8"
},
"R11.9": {
"text": "Enquanto é a vez de P0, P2 vende um tesouro de valor 2 e ganha 2 Vatus; continua sendo a vez de P0.",
"title": "Exemplo: tesouro vendido fora da vez",
"url": "/static/vanuatu/rules.pt.html#rule-r11-9"
},
"R12": {
"text": "Onde as regras impressas deixam um caso em aberto, o jogo segue os esclarecimentos abaixo.",
"title": "Esclarecimentos",
"url": "/static/vanuatu/rules.pt.html#rule-r12"
},
"R12.1": {
"text": "Você fica com no máximo uma ficha de descanso por rodada. Se o Governador levar você a Descansar uma segunda vez, essa pilha é recolhida sem efeito.",
"title": "Uma ficha de descanso por rodada",
"url": "/static/vanuatu/rules.pt.html#rule-r12-1"
},
"R12.10": {
"text": "No desempate, seus Vatus são contados depois de vender os últimos peixes; os pontos pelo dinheiro que sobrou não os gastam.",
"title": "Vatus no desempate",
"url": "/static/vanuatu/rules.pt.html#rule-r12-10"
},
"R12.11": {
"text": "Se a pilha de navios estiver vazia, os navios que partiram nessa mesma preparação são embaralhados na nova pilha e podem voltar logo em seguida.",
"title": "Quando os navios acabam",
"url": "/static/vanuatu/rules.pt.html#rule-r12-11"
},
"R12.12": {
"text": "Você pode vender várias fichas de tesouro de uma vez; dá no mesmo que vendê-las uma por uma.",
"title": "Vários tesouros de uma vez",
"url": "/static/vanuatu/rules.pt.html#rule-r12-12"
},
"R12.13": {
"text": "Se a terceira ilha afundar durante as ações, a partida para ali e todos perdem; as fichas de descanso já pegas ficam com quem as pegou.",
"title": "Uma derrota encerra a partida na hora",
"url": "/static/vanuatu/rules.pt.html#rule-r12-13"
},
"R12.14": {
"text": "Com dois jogadores, os dois barcos só podem ficar na mesma peça se for a peça inicial.",
"title": "Dois barcos só dividem a peça inicial",
"url": "/static/vanuatu/rules.pt.html#rule-r12-14"
},
"R12.15": {
"text": "Quando uma jogada quebra várias regras, a recusa cita a primeira numa ordem fixa, por exemplo uma ilha afundada antes da distância até ela. Todo motivo dado é verdadeiro para a jogada.",
"title": "Vários motivos para uma recusa",
"url": "/static/vanuatu/rules.pt.html#rule-r12-15"
},
"R12.16": {
"text": "Quando uma partida é preparada, a ordem de cada pilha virada para baixo fica definida, como se tivesse sido embaralhada na mesa. Desfazer uma jogada e tentar outra nunca muda o que vem depois.",
"title": "As pilhas são definidas no início",
"url": "/static/vanuatu/rules.pt.html#rule-r12-16"
},
"R12.2": {
"text": "Você só pode declarar um bônus onde ele muda a ação: não o Vendedor vendendo ao lado da sua própria cabana, não o Guia numa ilha sem desenho, não o Comprador quando não sobra um segundo cubo, não o Construtor construindo só um dique. Assim um bônus nunca é gasto à toa.",
"title": "Um bônus só onde ajuda",
"url": "/static/vanuatu/rules.pt.html#rule-r12-2"
},
"R12.3": {
"text": "Quando só o seu bônus torna uma ação possível, como o Navegador navegando sem dinheiro, você pode recolher essa pilha sem agir. Para o planejamento, o bônus continua contando.",
"title": "Um bônus nunca é obrigatório",
"url": "/static/vanuatu/rules.pt.html#rule-r12-3"
},
"R12.4": {
"text": "Ao julgar o que você pode planejar, o outro barco também é ignorado, então você pode planejar navegar até ele; o limite de navegação de dois jogadores vale quando você navega de fato.",
"title": "Planejamento com dois jogadores",
"url": "/static/vanuatu/rules.pt.html#rule-r12-4"
},
"R12.5": {
"text": "Os Vatus da troca do Mendigo viram pontos ao chegar a 10, como quaisquer outros Vatus.",
"title": "Mendigar conta como ganho",
"url": "/static/vanuatu/rules.pt.html#rule-r12-5"
},
"R12.6": {
"text": "Se nenhum espaço vazio encosta em duas peças colocadas, a peça nova vai num espaço que encoste em uma, e se nem isso houver, em qualquer espaço vazio.",
"title": "Quando nenhum espaço serve para uma peça",
"url": "/static/vanuatu/rules.pt.html#rule-r12-6"
},
"R12.7": {
"text": "Uma ilha afundada continua contando como peça e como ilha quando peças novas são colocadas, mas nunca é reabastecida. O planejamento ignora inundações que possam vir mais tarde na rodada, e um mesmo Construir pode pôr a cabana e o dique em duas ilhas diferentes.",
"title": "Detalhes das Águas Crescentes",
"url": "/static/vanuatu/rules.pt.html#rule-r12-7"
},
"R12.8": {
"text": "Com dois jogadores, os cinco personagens da rodada são mostrados depois que os dois jogadores colocaram seus marcadores neutros; a ordem em que aparecem não significa nada.",
"title": "A oferta de personagens com dois jogadores",
"url": "/static/vanuatu/rules.pt.html#rule-r12-8"
},
"R12.9": {
"text": "A partida de dois jogadores não pode ser jogada sem personagens, porque a regra de empate dela no tabuleiro de ações depende deles.",
"title": "Dois jogadores precisam dos personagens",
"url": "/static/vanuatu/rules.pt.html#rule-r12-9"
},
"R2": {
"text": "Antes da primeira rodada, as peças de oceano iniciais são colocadas em volta da ilha inicial, a pilha de peças é montada, três navios e uma peça de turistas são revelados e um Primeiro Jogador é sorteado. Todos começam com 3 Vatus, nenhum PP e o barco na peça inicial vazia.",
"title": "Preparação",
"url": "/static/vanuatu/rules.pt.html#rule-r2"
},
"R2.1": {
"text": "As três peças de oceano iniciais (uma com peixes, uma com naufrágio, uma vazia) vão ao acaso nos três espaços vizinhos da ilha inicial, cada uma com seus marcadores de peixe e de tesouro.",
"title": "As peças iniciais",
"url": "/static/vanuatu/rules.pt.html#rule-r2-1"
},
"R2.2": {
"text": "As outras doze peças são empilhadas por letra, de A a F e depois de A a F de novo; o acaso só decide qual peça de cada letra vem primeiro. As duas de cima são reveladas no vulcão: elas serão colocadas na próxima rodada.",
"title": "A pilha de peças e o vulcão",
"url": "/static/vanuatu/rules.pt.html#rule-r2-2"
},
"R2.3": {
"text": "As dez peças de demanda são embaralhadas e três são reveladas, nos lugares de cima, do meio e de baixo.",
"title": "Os primeiros navios",
"url": "/static/vanuatu/rules.pt.html#rule-r2-3"
},
"R2.4": {
"text": "Uma peça de turistas é separada conforme o número de jogadores, as outras são embaralhadas e a de cima é revelada: esse é o número de turistas que esperam na rodada 1.",
"title": "Os primeiros turistas",
"url": "/static/vanuatu/rules.pt.html#rule-r2-4"
},
"R2.5": {
"text": "No início, as quatro fichas de descanso e os onze personagens estão todos livres.",
"title": "Tudo disponível",
"url": "/static/vanuatu/rules.pt.html#rule-r2-5"
},
"R2.6": {
"text": "O preço do peixe começa em 3 e o marcador de rodada em 1. A ilha inicial tem um cubo de cada: kava, copra e carne.",
"title": "Preço do peixe, rodada e as primeiras mercadorias",
"url": "/static/vanuatu/rules.pt.html#rule-r2-6"
},
"R2.7": {
"text": "Você começa com 3 Vatus, 0 PP, 8 cabanas e 5 marcadores. Todos os barcos começam na peça inicial que não tem peixe nem tesouro.",
"title": "Sua posição inicial",
"url": "/static/vanuatu/rules.pt.html#rule-r2-7"
},
"R2.8": {
"text": "Um jogador sorteado vira o Primeiro Jogador. Toda fase começa por ele e segue no sentido horário; só a ficha de descanso de Primeiro Jogador muda quem começa.",
"title": "O Primeiro Jogador",
"url": "/static/vanuatu/rules.pt.html#rule-r2-8"
},
"R3": {
"text": "A partida tem oito rodadas, cada uma com cinco fases: preparação, personagens, planejamento, ações e bônus de descanso. Em cada fase os jogadores agem na ordem do turno, começando pelo Primeiro Jogador e seguindo no sentido horário. Jogar fora da sua vez é recusado.",
"title": "Uma rodada em cinco fases",
"url": "/static/vanuatu/rules.pt.html#rule-r3"
},
"R3.1": {
"text": "Cada rodada depois da primeira começa avançando o marcador de rodada.",
"title": "A próxima rodada",
"url": "/static/vanuatu/rules.pt.html#rule-r3-1"
},
"R3.2": {
"text": "Os turistas que ninguém levou a uma ilha vão embora, e uma nova peça de turistas mostra quantos chegam nesta rodada.",
"title": "Novos turistas",
"url": "/static/vanuatu/rules.pt.html#rule-r3-2"
},
"R3.3": {
"text": "Os navios que receberam suas três mercadorias partem, e os cubos deles voltam para a reserva. Os outros navios sobem em ordem e novos ocupam os lugares de baixo; quando a pilha acaba, os navios que partiram são embaralhados numa nova.",
"title": "Navios vêm e vão",
"url": "/static/vanuatu/rules.pt.html#rule-r3-3"
},
"R3.4": {
"text": "Uma ilha sem nenhum cubo de mercadoria recebe de novo as mercadorias impressas nela. Uma ilha que ainda tem cubo não recebe mais nada.",
"title": "As ilhas produzem novas mercadorias",
"url": "/static/vanuatu/rules.pt.html#rule-r3-4"
},
"R3.5": {
"text": "Por mais que tenha caído, o preço do peixe volta a 3 Vatus no começo de cada rodada.",
"title": "O preço do peixe se recupera",
"url": "/static/vanuatu/rules.pt.html#rule-r3-5"
},
"R3.6": {
"text": "Nas rodadas 2 a 7, o Primeiro Jogador coloca as duas peças do vulcão, uma depois da outra. Uma peça nova precisa encostar em pelo menos duas peças já colocadas, duas ilhas nunca podem se encostar e toda peça de oceano precisa fazer divisa com uma ilha. Se uma peça não tiver espaço assim, a outra vai primeiro, e se ainda não tiver, ela pode ir em qualquer espaço livre que encoste em duas peças.",
"title": "Colocar as peças novas",
"url": "/static/vanuatu/rules.pt.html#rule-r3-6"
},
"R3.7": {
"text": "Quando as duas peças estão colocadas, as duas próximas da pilha sobem para o vulcão. Depois da rodada 7 a pilha está vazia, então a rodada 8 não acrescenta peças.",
"title": "As próximas peças no vulcão",
"url": "/static/vanuatu/rules.pt.html#rule-r3-7"
},
"R3.8": {
"text": "Na ordem do turno, cada jogador pega um personagem livre e depois devolve o que tinha. Você não pode pegar o personagem que teve na rodada anterior, nem um que outro jogador tenha; um devolvido antes nesta fase pode ser pego por um jogador seguinte.",
"title": "Escolher um personagem",
"url": "/static/vanuatu/rules.pt.html#rule-r3-8"
},
"R3.9": {
"text": "Você pode usar o bônus do seu personagem uma vez, a qualquer momento desde que o pega até os bônus de descanso no fim daquela rodada. Um bônus não usado não passa para a próxima rodada.",
"title": "Um bônus dura uma rodada",
"url": "/static/vanuatu/rules.pt.html#rule-r3-9"
},
"R4": {
"text": "Na fase de planejamento, você coloca seus cinco marcadores de ação no tabuleiro de ações. O que você planeja é o que poderá fazer na fase de ações, e o número de marcadores decide quem age em cada espaço.",
"title": "Planejamento",
"url": "/static/vanuatu/rules.pt.html#rule-r4"
},
"R4.1": {
"text": "O tabuleiro de ações tem nove espaços: Navegar, Construir, Explorar, Pescar, Vender, Comprar, Desenhar, Transportar e Descansar.",
"title": "Os nove espaços de ação",
"url": "/static/vanuatu/rules.pt.html#rule-r4-1"
},
"R4.2": {
"text": "Os marcadores são colocados em três passadas na ordem do turno: dois, depois mais dois, depois o último. Os dois marcadores de uma passada podem ir num espaço ou em dois, e você pode reforçar um espaço onde já tem marcadores.",
"title": "Três passadas de marcadores",
"url": "/static/vanuatu/rules.pt.html#rule-r4-2"
},
"R4.3": {
"text": "Você não pode pôr um marcador numa ação que não conseguiria realizar nesta rodada, pensando só em você e não nos outros. Vale se você puder fazê-la agora ou depois de algumas das suas outras ações planejadas (cada uma uma vez, em qualquer ordem, com seu bônus), vendendo tesouro ou mendigando quando ajudar, e com a troca de 10 Vatus aplicada. Por exemplo, sem peixe você só pode planejar Vender junto com Pescar; os dois marcadores de uma passada são julgados juntos.",
"title": "Planeje só o que você poderia fazer",
"url": "/static/vanuatu/rules.pt.html#rule-r4-3"
},
"R5": {
"text": "Na fase de ações, os jogadores se revezam na ordem, cada vez resolvendo uma pilha dos seus marcadores, até todos os marcadores voltarem. Você só realiza uma ação onde tem a maioria.",
"title": "Realizar ações",
"url": "/static/vanuatu/rules.pt.html#rule-r5"
},
"R5.1": {
"text": "Você tem a maioria num espaço quando tem marcadores lá e ninguém tem mais. Quando outro jogador tem a mesma quantidade, fica com ela quem vem antes na ordem do turno.",
"title": "A maioria",
"url": "/static/vanuatu/rules.pt.html#rule-r5-1"
},
"R5.2": {
"text": "As vezes giram pela mesa até não sobrar marcador no tabuleiro. Quem não tem mais marcadores é pulado, mas quem ainda tem precisa jogar: não dá para passar a vez.",
"title": "Revezamento",
"url": "/static/vanuatu/rules.pt.html#rule-r5-2"
},
"R5.3": {
"text": "Na sua vez, escolha um espaço onde você tem a maioria. Se puder realizar a ação dele, você deve realizá-la e depois recolhe seus marcadores; se não puder, recolhe-os sem efeito. Você também pode deixar essa pilha para depois e resolver outra maioria antes.",
"title": "Resolver uma pilha",
"url": "/static/vanuatu/rules.pt.html#rule-r5-3"
},
"R5.4": {
"text": "Se você não tem maioria na sua vez, recolha todos os seus marcadores de um espaço à sua escolha, sem realizar a ação dele. Enquanto tiver uma maioria, você não pode fazer isso com outra pilha.",
"title": "Nenhuma maioria",
"url": "/static/vanuatu/rules.pt.html#rule-r5-4"
},
"R5.5": {
"text": "Com o Pregador e sem maioria na sua vez, você pode realizar mesmo assim a ação de uma das suas pilhas e depois recolhê-la. Isso usa seu bônus.",
"title": "O poder do Pregador",
"url": "/static/vanuatu/rules.pt.html#rule-r5-5"
},
"R5.6": {
"text": "Com o Governador, em qualquer vez sua na fase de ações você pode, em vez de agir, mover todos os seus marcadores de um espaço para outro; isso usa seu bônus e encerra sua vez. O novo espaço pode até ser um já resolvido nesta rodada.",
"title": "O poder do Governador",
"url": "/static/vanuatu/rules.pt.html#rule-r5-6"
},
"R5.7": {
"text": "Se uma ação pode ser realizada é julgado pela posição naquele momento. Você nunca é obrigado a vender tesouro ou mendigar para tornar uma ação possível, mas pode fazer isso antes de agir.",
"title": "Possível quer dizer possível agora",
"url": "/static/vanuatu/rules.pt.html#rule-r5-7"
},
"R5.8": {
"text": "Quando os marcadores de todos os jogadores voltaram para suas mãos, a rodada segue para os bônus de descanso.",
"title": "O fim das ações",
"url": "/static/vanuatu/rules.pt.html#rule-r5-8"
},
"R5.9": {
"text": "Na ordem do turno, quem pegou uma ficha de descanso nesta rodada a revela e recebe: 1 Vatu, 1 PP, os dois, ou o lugar de Primeiro Jogador a partir da próxima rodada (na rodada 8, para a contagem final). Depois as quatro fichas ficam disponíveis de novo.",
"title": "Bônus de descanso",
"url": "/static/vanuatu/rules.pt.html#rule-r5-9"
},
"R6": {
"text": "Seu barco está sempre numa peça de oceano. Navegar, Explorar e Pescar usam a peça de oceano onde está o barco; Construir, Vender, Comprar, Desenhar e Transportar usam uma ilha vizinha do barco, e quando há várias ilhas vizinhas você escolhe uma.",
"title": "Agir no mar e nas ilhas",
"url": "/static/vanuatu/rules.pt.html#rule-r6"
},
"R6.1": {
"text": "Pague 1, 2 ou 3 Vatus e mova seu barco esse número de passos, cada passo para uma peça de oceano vizinha: barcos nunca entram em ilhas nem em espaços vazios, e uma rota pode passar duas vezes pela mesma peça. Se você resolve Navegar e pode pagar um passo, precisa se mover.",
"title": "Navegar",
"url": "/static/vanuatu/rules.pt.html#rule-r6-1"
},
"R6.2": {
"text": "Com seu barco ao lado de uma ilha que tenha lugar livre para cabana, pague 3 Vatus e ponha lá uma cabana sua; várias cabanas suas podem ficar na mesma ilha. A cabana deixa você vender peixe a partir daquela ilha e pontua no fim pelos turistas que estiverem lá.",
"title": "Construir",
"url": "/static/vanuatu/rules.pt.html#rule-r6-2"
},
"R6.3": {
"text": "Com seu barco numa peça de oceano que ainda tenha tesouro, pegue uma ficha de tesouro que vale o número de marcadores de tesouro que restam lá e depois tire um marcador. Guarde-a para pontuar no fim, ou venda-a por Vatus a qualquer momento.",
"title": "Explorar",
"url": "/static/vanuatu/rules.pt.html#rule-r6-3"
},
"R6.4": {
"text": "Com seu barco numa peça de oceano que ainda tenha peixes, pegue uma ficha de peixe que vale o número de marcadores de peixe que restam lá e depois tire um marcador. Pescar não muda o preço do peixe.",
"title": "Pescar",
"url": "/static/vanuatu/rules.pt.html#rule-r6-4"
},
"R6.5": {
"text": "Com seu barco ao lado de uma ilha onde você tem cabana, venda uma ou mais fichas de peixe pelo valor total delas vezes o preço do peixe, em Vatus. Depois o preço cai um degrau, nunca abaixo de 1, uma vez por Vender, não importa quantos peixes foram vendidos.",
"title": "Vender",
"url": "/static/vanuatu/rules.pt.html#rule-r6-5"
},
"R6.6": {
"text": "Com seu barco ao lado de uma ilha que tenha mercadorias, pegue um cubo e pague o preço dele. Ele vai na hora para o navio mais alto que ainda precisa dessa mercadoria: você ganha o valor de exportação dela, e mais 2 PP se era a última mercadoria de que o navio precisava. Se nenhum navio a quiser, o cubo se perde e não pontua, mas comprá-lo continua permitido.",
"title": "Comprar e exportar",
"url": "/static/vanuatu/rules.pt.html#rule-r6-6"
},
"R6.7": {
"text": "Com seu barco ao lado de uma ilha que tenha lugar livre para desenho, faça um desenho na areia lá e ganhe 3 PP.",
"title": "Desenhar",
"url": "/static/vanuatu/rules.pt.html#rule-r6-7"
},
"R6.8": {
"text": "Enquanto ainda houver turistas esperando nesta rodada, leve um a uma ilha vizinha do seu barco que tenha lugar para turistas. Você ganha 1 Vatu por cabana naquela ilha, seja de quem for.",
"title": "Transportar",
"url": "/static/vanuatu/rules.pt.html#rule-r6-8"
},
"R6.9": {
"text": "Enquanto houver ficha de descanso, olhe as que sobraram e guarde uma virada para baixo; os outros não veem qual. Ela paga no fim da rodada.",
"title": "Descansar",
"url": "/static/vanuatu/rules.pt.html#rule-r6-9"
},
"R7": {
"text": "Duas coisas não precisam de marcador: vender tesouro e a troca do Mendigo. Você pode fazê-las sempre que a partida não tiver acabado, até na vez de outra pessoa, e elas não mudam de quem é a vez.",
"title": "Ações livres",
"url": "/static/vanuatu/rules.pt.html#rule-r7"
},
"R7.1": {
"text": "A qualquer momento você pode vender fichas de tesouro por tantos Vatus quanto valem. Nunca é obrigatório, e um tesouro guardado até o fim vale o dobro do seu valor em PP.",
"title": "Vender tesouro",
"url": "/static/vanuatu/rules.pt.html#rule-r7-1"
},
"R7.2": {
"text": "Uma vez na rodada em que estiver com o Mendigo, a qualquer momento, você pode trocar 1, 2 ou 3 PP (nunca mais do que tem) pela mesma quantia de Vatus. Só o Mendigo pode fazer isso.",
"title": "A troca do Mendigo",
"url": "/static/vanuatu/rules.pt.html#rule-r7-2"
},
"R8": {
"text": "A partida termina depois dos bônus de descanso da rodada 8, e cada um soma seus últimos pontos numa ordem fixa. Vence quem tiver mais PP; no empate, ganha quem tiver mais cabanas no tabuleiro, depois mais Vatus sobrando, e quem continuar empatado divide a posição.",
"title": "O fim da partida",
"url": "/static/vanuatu/rules.pt.html#rule-r8"
},
"R8.1": {
"text": "As fichas de peixe que ainda estiverem com você são vendidas por 1 Vatu por ponto de valor, e a troca de 10 Vatus vale.",
"title": "Os últimos peixes",
"url": "/static/vanuatu/rules.pt.html#rule-r8-1"
},
"R8.2": {
"text": "Quem for o Primeiro Jogador no fim ganha 3 PP.",
"title": "O bônus do Primeiro Jogador",
"url": "/static/vanuatu/rules.pt.html#rule-r8-2"
},
"R8.3": {
"text": "Cada 3 Vatus que sobraram valem 1 PP; o resto não vale nada.",
"title": "Dinheiro que sobrou",
"url": "/static/vanuatu/rules.pt.html#rule-r8-3"
},
"R8.4": {
"text": "Cada ficha de tesouro que você guardou vale 2 PP por ponto de valor.",
"title": "Tesouro guardado",
"url": "/static/vanuatu/rules.pt.html#rule-r8-4"
},
"R8.5": {
"text": "Cada cabana sua vale 2 PP por turista na ilha dela.",
"title": "Cabanas e turistas",
"url": "/static/vanuatu/rules.pt.html#rule-r8-5"
},
"R9": {
"text": "Só algumas coisas são secretas: a ficha de descanso que um jogador pegou, até ser revelada; as fichas de descanso ainda disponíveis, vistas só por quem está escolhendo uma; e a ordem das pilhas viradas para baixo de peças, navios e turistas. Todo o resto, inclusive dinheiro e pontos, é aberto a todos.",
"title": "O que fica escondido",
"url": "/static/vanuatu/rules.pt.html#rule-r9"
}
},
"words": {
"board": "O tabuleiro de ações, linha por linha",
"board_about": "Cada linha do tabuleiro é uma ação. Na Fase III todos colocam marcadores nas linhas; na Fase IV quem tem mais marcadores numa linha realiza a ação dela.",
"now": "Agora: {phase}",
"rising": "Esta partida usa as Águas Crescentes:",
"rules": "Regras:"
}
};
