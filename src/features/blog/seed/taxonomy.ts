import type { AuthorSeed, CategorySeed, TagSeed } from './types'

export const authorsSeed: AuthorSeed[] = [
  {
    username: 'maria',
    displayName: 'María Gómez',
    bio: {
      en: 'Trip leader in the Alps and the Andes for twelve years. Writes about walking slowly and eating well.',
      es: 'Guía de viajes en los Alpes y los Andes desde hace doce años. Escribe sobre caminar despacio y comer bien.',
      ru: 'Двенадцать лет водит группы в Альпах и Андах. Пишет о неспешной ходьбе и хорошей еде.',
      uk: 'Дванадцять років водить групи в Альпах і Андах. Пише про неспішну ходьбу й добру їжу.',
    },
  },
  {
    username: 'diego',
    displayName: 'Diego Ramos',
    bio: {
      en: 'Photographer and former sailor. Looks for the light at the edges of the day.',
      es: 'Fotógrafo y antiguo marinero. Busca la luz en los bordes del día.',
      ru: 'Фотограф и бывший моряк. Ищет свет на краях дня.',
      uk: 'Фотограф і колишній моряк. Шукає світло на краях дня.',
    },
  },
  {
    username: 'olena',
    displayName: 'Олена Коваль',
    bio: {
      en: 'Mountain guide from Ivano-Frankivsk. Knows every trail in the Carpathians and most of their shepherds.',
      es: 'Guía de montaña de Ivano-Frankivsk. Conoce cada sendero de los Cárpatos y a casi todos sus pastores.',
      ru: 'Горный гид из Ивано-Франковска. Знает каждую тропу в Карпатах и почти всех пастухов.',
      uk: 'Гірська провідниця з Івано-Франківська. Знає кожну стежку в Карпатах і майже всіх пастухів.',
    },
  },
  {
    username: 'alexei',
    displayName: 'Алексей Смирнов',
    bio: {
      en: 'Travel writer who has crossed the Caucasus on foot three times. Collects recipes and road stories.',
      es: 'Escritor de viajes que ha cruzado el Cáucaso a pie tres veces. Colecciona recetas e historias del camino.',
      ru: 'Тревел-писатель, трижды прошедший Кавказ пешком. Собирает рецепты и дорожные истории.',
      uk: 'Тревел-письменник, який тричі пройшов Кавказ пішки. Збирає рецепти й дорожні історії.',
    },
  },
  {
    username: 'sam_porter',
    displayName: 'Sam Porter',
    bio: {
      en: 'Operations lead at Waypoints. Writes the practical guides: visas, packing and getting there by train.',
      es: 'Responsable de operaciones en Waypoints. Escribe las guías prácticas: visados, equipaje y llegar en tren.',
      ru: 'Руководит операциями в Waypoints. Пишет практические гиды: визы, сборы и как доехать поездом.',
      uk: 'Керує операціями у Waypoints. Пише практичні гіди: візи, збори та як доїхати потягом.',
    },
  },
]

/** Avatar file per author (public/images/authors). */
export const authorAvatars: Record<string, string> = {
  maria: '/images/authors/maria.svg',
  diego: '/images/authors/diego.svg',
  olena: '/images/authors/olena.svg',
  alexei: '/images/authors/alexei.svg',
  sam_porter: '/images/authors/sam.svg',
}

export const categoriesSeed: CategorySeed[] = [
  {
    slug: 'trip-reports',
    name: { en: 'Trip reports', es: 'Crónicas de viaje', ru: 'Отчёты о поездках', uk: 'Звіти про подорожі' },
    description: {
      en: 'What happened on the road, day by day, told by the people who were there.',
      es: 'Lo que pasó en el camino, día a día, contado por quienes estuvieron allí.',
      ru: 'Что происходило в пути, день за днём, от тех, кто там был.',
      uk: 'Що відбувалося в дорозі, день за днем, від тих, хто там був.',
    },
  },
  {
    slug: 'guides',
    name: { en: 'Practical guides', es: 'Guías prácticas', ru: 'Практические советы', uk: 'Практичні поради' },
    description: {
      en: 'Packing lists, visas, altitude and everything you ask us before a trip.',
      es: 'Listas de equipaje, visados, altitud y todo lo que nos preguntas antes de viajar.',
      ru: 'Списки вещей, визы, высота и всё, о чём вы спрашиваете перед поездкой.',
      uk: 'Списки речей, візи, висота й усе, про що ви питаєте перед подорожжю.',
    },
  },
  {
    slug: 'food',
    name: { en: 'Food and drink', es: 'Comida y bebida', ru: 'Еда и напитки', uk: 'Їжа та напої' },
    description: {
      en: 'Recipes and tables from the places we travel to.',
      es: 'Recetas y mesas de los lugares a los que viajamos.',
      ru: 'Рецепты и застолья из мест, куда мы ездим.',
      uk: 'Рецепти й застілля з місць, куди ми їздимо.',
    },
  },
  {
    slug: 'photography',
    name: { en: 'Photography', es: 'Fotografía', ru: 'Фотография', uk: 'Фотографія' },
    description: {
      en: 'Light, composition and cameras that survive the rain.',
      es: 'Luz, composición y cámaras que sobreviven a la lluvia.',
      ru: 'Свет, композиция и камеры, которые переживут дождь.',
      uk: 'Світло, композиція й камери, які переживуть дощ.',
    },
  },
  {
    slug: 'culture',
    name: { en: 'People and culture', es: 'Gente y cultura', ru: 'Люди и культура', uk: 'Люди й культура' },
    description: {
      en: 'Crafts, music, festivals and the hosts who welcome us.',
      es: 'Artesanía, música, fiestas y los anfitriones que nos reciben.',
      ru: 'Ремёсла, музыка, праздники и хозяева, которые нас принимают.',
      uk: 'Ремесла, музика, свята й господарі, які нас приймають.',
    },
  },
  {
    slug: 'sustainable-travel',
    name: {
      en: 'Sustainable travel',
      es: 'Viaje sostenible',
      ru: 'Ответственные путешествия',
      uk: 'Відповідальні подорожі',
    },
    description: {
      en: 'How we try to leave places better than we found them.',
      es: 'Cómo intentamos dejar los lugares mejor de lo que los encontramos.',
      ru: 'Как мы стараемся оставлять места лучше, чем нашли их.',
      uk: 'Як ми намагаємося залишати місця кращими, ніж знайшли їх.',
    },
  },
]

export const tagsSeed: TagSeed[] = [
  { slug: 'hiking', name: { en: 'Hiking', es: 'Senderismo', ru: 'Походы', uk: 'Походи' } },
  { slug: 'mountains', name: { en: 'Mountains', es: 'Montaña', ru: 'Горы', uk: 'Гори' } },
  { slug: 'islands', name: { en: 'Islands', es: 'Islas', ru: 'Острова', uk: 'Острови' } },
  { slug: 'desert', name: { en: 'Desert', es: 'Desierto', ru: 'Пустыня', uk: 'Пустеля' } },
  { slug: 'winter', name: { en: 'Winter', es: 'Invierno', ru: 'Зима', uk: 'Зима' } },
  { slug: 'trains', name: { en: 'Trains', es: 'Trenes', ru: 'Поезда', uk: 'Потяги' } },
  { slug: 'street-food', name: { en: 'Street food', es: 'Comida callejera', ru: 'Уличная еда', uk: 'Вулична їжа' } },
  { slug: 'wine', name: { en: 'Wine', es: 'Vino', ru: 'Вино', uk: 'Вино' } },
  {
    slug: 'northern-lights',
    name: { en: 'Northern lights', es: 'Auroras boreales', ru: 'Северное сияние', uk: 'Північне сяйво' },
  },
  { slug: 'packing', name: { en: 'Packing', es: 'Equipaje', ru: 'Сборы', uk: 'Збори' } },
  { slug: 'altitude', name: { en: 'Altitude', es: 'Altitud', ru: 'Высота', uk: 'Висота' } },
  { slug: 'camera-gear', name: { en: 'Camera gear', es: 'Equipo fotográfico', ru: 'Фототехника', uk: 'Фототехніка' } },
  { slug: 'crafts', name: { en: 'Crafts', es: 'Artesanía', ru: 'Ремёсла', uk: 'Ремесла' } },
  { slug: 'music', name: { en: 'Music', es: 'Música', ru: 'Музыка', uk: 'Музика' } },
  {
    slug: 'low-impact',
    name: { en: 'Low impact', es: 'Bajo impacto', ru: 'Бережно к природе', uk: 'Дбайливо до природи' },
  },
  { slug: 'family', name: { en: 'Family', es: 'Familia', ru: 'Семья', uk: 'Родина' } },
  { slug: 'carpathians', name: { en: 'Carpathians', es: 'Cárpatos', ru: 'Карпаты', uk: 'Карпати' } },
]
