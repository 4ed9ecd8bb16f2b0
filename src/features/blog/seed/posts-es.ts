import type { PostsByLanguage } from './types'

export const postsEs: PostsByLanguage = {
  lang: 'es',
  posts: [
    {
      slug: 'glaciar-perito-moreno-con-crampones',
      author: 'maria',
      category: 'trip-reports',
      tags: ['hiking', 'mountains', 'winter'],
      cover: 6,
      daysBefore: 5,
      title: 'Con crampones sobre el Perito Moreno',
      excerpt: 'Caminar sobre un glaciar vivo suena a aventura extrema. En realidad es sobre todo silencio y azul.',
      body: `El guía nos ajustó los crampones en la orilla del lago y nos dio una sola regla: pies separados, pasos cortos.

## El hielo

El glaciar cruje. Cada pocos minutos un bloque se desprende del frente y el estruendo tarda un segundo en llegar. Entre las grietas el hielo es de un azul que ninguna foto reproduce.

## Lo que hay que saber

- No hace falta experiencia, solo piernas para dos horas de caminata
- Lleva guantes: el hielo corta
- Al final te sirven un whisky con hielo del glaciar

Fue el día más comentado del viaje.`,
    },
    {
      slug: 'tapas-en-lisboa-petiscos',
      author: 'diego',
      category: 'food',
      tags: ['street-food', 'wine'],
      cover: 5,
      daysBefore: 11,
      title: 'Petiscos: las tapas de Lisboa',
      excerpt: 'Sardinas, bifanas y vinho verde en las tascas de Alfama, donde comen los vecinos.',
      body: `En Lisboa no se dice tapas sino *petiscos*, y se comen de pie, en la barra, con un vaso de vino de la casa.

## Nuestra ruta

1. **Bifana** en una tasca de Graça: pan, cerdo y mostaza
2. **Pastéis de bacalhau** recién fritos
3. **Sardinas asadas** si es junio, y si no, pulpo a la plancha
4. Un **ginjinha** en vaso de chocolate para terminar

Pide siempre el vino de la casa: es barato, fresco y casi siempre bueno.`,
    },
    {
      slug: 'como-elegir-botas-de-montana',
      author: 'sam_porter',
      category: 'guides',
      tags: ['packing', 'hiking'],
      cover: 1,
      daysBefore: 18,
      title: 'Cómo elegir botas de montaña',
      excerpt: 'La pregunta que más nos hacéis antes de un viaje, respondida en cinco minutos.',
      body: `Las botas son lo único que no conviene estrenar en el viaje.

## Lo importante

- **Prueba por la tarde**, cuando el pie está más hinchado
- Deja un dedo de espacio delante de los dedos
- Membrana impermeable si viajas a Islandia, Noruega o Escocia
- Suela rígida para terrenos de piedra como las Dolomitas

## Antes de salir

Camina al menos 50 km con ellas. Si a los 20 km aparecen rozaduras, aún hay tiempo para cambiarlas.`,
    },
    {
      slug: 'fotografiar-desiertos',
      author: 'diego',
      category: 'photography',
      tags: ['desert', 'camera-gear'],
      cover: 3,
      daysBefore: 26,
      title: 'Fotografiar el desierto sin llenar la cámara de arena',
      excerpt: 'Dunas al amanecer, cielos estrellados y una bolsa de congelación como mejor accesorio.',
      body: `En Erg Chebbi la luz buena dura veinte minutos por la mañana y veinte por la tarde. El resto del día, las dunas son planas y blancas.

## Equipo

- Un solo objetivo: no cambies de lente con viento
- Bolsas herméticas para guardar la cámara
- Un pincel suave y una pera de aire

## Composición

Busca las crestas de las dunas como líneas que guían la mirada, y espera a que alguien camine por ellas: una figura pequeña da escala a todo.`,
    },
    {
      slug: 'vino-georgiano-en-anforas',
      author: 'alexei',
      category: 'food',
      tags: ['wine', 'crafts'],
      cover: 4,
      daysBefore: 34,
      title: 'El vino georgiano que se hace en ánforas enterradas',
      excerpt: 'Ocho mil años de tradición en una tinaja de barro llamada qvevri.',
      body: `En Georgia el vino no se hace en barricas, sino en **qvevri**, grandes vasijas de barro enterradas hasta el cuello.

## Cómo funciona

La uva se fermenta con la piel, las pepitas y a veces el raspón. El resultado es un vino blanco de color ámbar, con taninos de tinto.

## En la mesa

En una *supra*, el banquete georgiano, el *tamada* dirige los brindis: por la paz, por los padres, por los que no están. Nunca se bebe sin brindar.`,
    },
    {
      slug: 'viajar-con-ninos-por-la-montana',
      author: 'maria',
      category: 'guides',
      tags: ['family', 'hiking', 'mountains'],
      cover: 2,
      daysBefore: 43,
      title: 'Montaña con niños: lo que hemos aprendido',
      excerpt: 'Etapas cortas, meriendas largas y un objetivo claro para cada día.',
      body: `Los niños caminan muy bien si el día tiene una historia: un lago, un refugio con vacas, una cumbre con nombre.

## Consejos

- Etapas de tres o cuatro horas como máximo
- Una parada cada hora, con algo dulce
- Que lleven su propia mochila pequeña
- Un cuaderno para dibujar lo que ven

Nuestras salidas familiares en los Cárpatos aceptan niños desde ocho años.`,
    },
    {
      slug: 'turismo-responsable-en-machu-picchu',
      author: 'sam_porter',
      category: 'sustainable-travel',
      tags: ['low-impact', 'altitude'],
      cover: 8,
      daysBefore: 51,
      title: 'Turismo responsable en Machu Picchu',
      excerpt: 'Por qué elegimos el trek de Lares y cómo trabajamos con las comunidades andinas.',
      body: `El Camino Inca recibe más visitantes de los que puede soportar. Por eso nuestro viaje a Perú va por Lares, una ruta tan bonita y mucho más tranquila.

## Con las comunidades

- Comemos en casas de las aldeas y pagamos un precio justo
- Los arrieros y porteadores cobran por encima del mínimo legal
- Compramos tejidos directamente a las tejedoras

Así el dinero del viaje se queda donde se camina.`,
    },
    {
      slug: 'una-noche-en-un-rorbu',
      author: 'diego',
      category: 'trip-reports',
      tags: ['islands', 'winter', 'northern-lights'],
      cover: 6,
      daysBefore: 60,
      title: 'Una noche en un rorbu de las Lofoten',
      excerpt: 'Las cabañas rojas de los pescadores, el mar bajo el suelo y la aurora en la ventana.',
      body: `Los *rorbuer* eran las cabañas donde dormían los pescadores de bacalao durante la temporada de invierno. Hoy son la mejor forma de alojarse en las Lofoten.

Desde la cama se oye el agua bajo los pilotes. A las once de la noche alguien gritó desde el muelle: la aurora había salido.

Salimos en calcetines.`,
    },
  ],
}
