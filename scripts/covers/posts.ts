// The blog posts' covers (public/images/posts/<name>.svg, named by a post's `cover:`), one per story, ADR 063.
// Same composition rule as the trips: the subject centre-right, the lower left calm for the hero's text.
import * as k from './kit'
import * as l from './landmarks'
import type { Scene } from './kit'

const { W } = k

export const postScenes: Record<string, Scene> = {
  'marrakech-souk': {
    title: 'A souk alley in Marrakech: carpets on the walls, brass lanterns, a shaft of morning light',
    sky: ['#f6c58e', '#fde8c8'],
    body:
      k.rect(0, 0, W, 600, '#dd9a5e') +
      k.poly(
        [
          [560, 0],
          [900, 0],
          [820, 470],
          [640, 470],
        ],
        '#f3c48a',
      ) +
      k.rect(360, 60, 200, 410, '#b4582e') +
      k.rect(900, 60, 300, 410, '#b4582e') +
      k.rect(390, 120, 140, 220, '#1e40af') +
      k.rect(405, 140, 110, 180, '#f59e0b') +
      k.rect(430, 170, 60, 120, '#b91c1c') +
      k.rect(930, 120, 120, 240, '#7c2d12') +
      k.rect(945, 140, 90, 200, '#0f766e') +
      k.rect(1070, 140, 100, 200, '#b91c1c') +
      k.rect(1085, 160, 70, 160, '#fbbf24') +
      [620, 720, 820].map((x, i) => l.lantern(x, 150 + (i % 2) * 40, 1.3, '#c08a1a', '#fde68a')).join('') +
      k.walker(740, 470, 80, '#7c2d12') +
      k.rect(0, 470, W, 130, '#c98550'),
  },
  'andes-altitude': {
    title: 'A walker on a zigzag path climbing towards a high snowy Andean pass, a condor above',
    sky: ['#4f8fd0', '#dcebf6'],
    body:
      k.peak(760, 90, 700, 380, '#7a6f7e', '#ffffff', 0.4) +
      k.facet(760, 90, 700, 380, '#6a5f6e') +
      k.peak(1060, 170, 420, 380, '#6a5f6e', '#f8fafc', 0.3) +
      k.land(
        [
          [-20, 400],
          [400, 370],
          [800, 340],
          [1220, 360],
        ],
        '#a8875a',
      ) +
      k.path(
        'M760 350L880 380L700 410L900 440L720 470',
        'none',
        ' stroke="#e7d3b0" stroke-width="8" stroke-linejoin="round"',
      ) +
      k.walker(760, 420, 50, '#1f2937', '#dc2626') +
      k.path('M560 150q30-18 60 0q30-18 60 0q-30-6-60 6q-30-12-60-6z', '#1f2937') +
      k.rect(0, 480, W, 120, '#9a7a4e'),
  },
  'lofoten-aurora': {
    title: 'A green and violet aurora over a Lofoten fjord, mirrored in the water',
    sky: ['#070f24', '#1b2d52'],
    body:
      k.stars('la', 80, 300) +
      k.aurora('la1', 200, 1200, 120, 140, '#4ade80') +
      k.aurora('la2', 500, 1200, 190, 70, '#c084fc') +
      k.land(
        [
          [400, 380],
          [520, 260],
          [600, 300],
          [700, 200],
          [820, 290],
          [920, 240],
          [1220, 330],
          [1220, 380],
        ],
        '#1c2536',
      ) +
      k.water(380, '#0c1a33') +
      k.aurora('la3', 500, 1200, 450, 50, '#4ade80') +
      k.rect(0, 520, W, 80, '#0a1630'),
  },
  'wadi-rum-camp': {
    title: 'Wadi Rum at night: a Bedouin camp fire under the Milky Way between red cliffs',
    sky: ['#10132e', '#5a3a5e'],
    body:
      k.stars('wr', 110, 330) +
      k.path('M420 0Q760 200 1200 160', 'none', ' stroke="#e0e7ff" stroke-width="60" opacity=".12"') +
      l.mesa(300, 420, 420, 220, '#5a2d2a', '#4a2422') +
      l.mesa(940, 420, 460, 260, '#6a3330', '#552a27') +
      k.rect(0, 420, W, 180, '#7a3f2e') +
      l.longTent(760, 470, 220, '#2a1d18', '#a16207') +
      k.circle(620, 460, 40, '#f59e0b', k.op(0.3)) +
      k.poly(
        [
          [600, 470],
          [620, 420],
          [640, 470],
        ],
        '#fbbf24',
      ) +
      k.rect(0, 510, W, 90, '#6a3628'),
  },
  'leave-no-trace': {
    title: 'A small tent beside a clear alpine lake, a stone cairn and an untouched meadow',
    sky: ['#8cc6ec', '#f0f8fb'],
    body:
      k.peak(760, 120, 560, 330, '#8796a6', '#ffffff', 0.3) +
      k.peak(1000, 180, 400, 330, '#7a8898', '#f1f5f9', 0.25) +
      k.pines('lnt', 520, 1220, 340, 50, 90, 12, '#2f5d3f') +
      k.water(340, '#4d9cc0') +
      k.land(
        [
          [-20, 430],
          [500, 400],
          [900, 390],
          [1220, 400],
        ],
        '#7fae55',
      ) +
      l.tent(760, 430, 120, '#f97316') +
      [0, 1, 2, 3].map((i) => k.ellipse(900, 425 - i * 14, 26 - i * 5, 8, '#9ca3af')).join('') +
      k.rect(0, 490, W, 110, '#6f9e47'),
  },
  'kyoto-tea': {
    title: 'A tea room open to a maple garden: a tea bowl and bamboo whisk on the tatami',
    sky: ['#e9dcc4', '#f6efe2'],
    body:
      k.rect(480, 60, 620, 330, '#b9c9a0') +
      k.roundTree(640, 360, 90, '#c2410c', '#57534e') +
      k.roundTree(900, 380, 70, '#dc2626', '#57534e') +
      k.rect(480, 60, 620, 330, 'none', ' stroke="#4a3728" stroke-width="14"') +
      k.rect(785, 60, 10, 330, '#4a3728') +
      k.rect(0, 0, W, 40, '#4a3728') +
      k.rect(0, 390, W, 210, '#c8b98a') +
      k.rect(0, 470, W, 6, '#8a7a52') +
      l.bowl(760, 440, 70, '#1f2937', '#65a30d', '#ffffff') +
      k.rect(880, 420, 16, 60, '#d6c08a') +
      k.ellipse(888, 484, 22, 14, '#d6c08a'),
  },
  'hanoi-pho': {
    title: 'A steaming bowl of pho on a street table in Hanoi, plastic stools and scooters behind',
    sky: ['#f2d7a8', '#fbeed6'],
    body:
      k.block(420, 360, 160, 300, '#e8c37a', '#5c3d2e', 2, 3) +
      k.block(580, 360, 140, 320, '#d88a6a', '#5c3d2e', 2, 3) +
      k.block(720, 360, 170, 280, '#9fc5b8', '#3d4f4a', 2, 3) +
      k.block(890, 360, 160, 330, '#f0d9a0', '#5c3d2e', 2, 3) +
      k.block(1050, 360, 170, 290, '#c9a0c8', '#4a2f4a', 2, 3) +
      k.rect(0, 360, W, 240, '#9c948a') +
      l.scooter(480, 410, 14, '#2563eb') +
      l.scooter(980, 400, 12, '#dc2626') +
      k.rect(600, 440, 320, 16, '#3b82f6') +
      k.rect(620, 456, 12, 60, '#1d4ed8') +
      k.rect(888, 456, 12, 60, '#1d4ed8') +
      l.bowl(760, 430, 70, '#f8fafc', '#e9c98a', '#ffffff') +
      k.line(790, 420, 850, 360, '#a16207', 5) +
      l.stool(560, 520, 14, '#dc2626') +
      l.stool(1000, 520, 14, '#16a34a') +
      k.rect(0, 530, W, 70, '#8a8278'),
  },
  'hut-trek-pack': {
    title: 'A packed rucksack and boots on a rock below an Alpine hut and high peaks',
    sky: ['#7bbbe8', '#eef7fc'],
    body:
      k.peak(700, 110, 600, 340, '#8a8f9e', '#ffffff', 0.35) +
      k.peak(980, 160, 460, 340, '#7a7f8e', '#f8fafc', 0.3) +
      k.hills('htp', 350, 20, 3, '#7fa55a') +
      l.alpineHut(920, 380, 110, '#a8a29e', '#7c4a22', '#44403c') +
      k.land(
        [
          [-20, 470],
          [500, 450],
          [1220, 440],
        ],
        '#6f9547',
      ) +
      k.ellipse(720, 470, 130, 30, '#9ca3af') +
      l.backpack(700, 460, 130, '#dc2626', '#991b1b') +
      l.boot(780, 470, 9, '#7c4a22', '#1f2937') +
      k.rect(0, 510, W, 90, '#648a40'),
  },
  'dolomites-train': {
    title: 'A red regional train crossing a valley bridge below pale Dolomite peaks',
    sky: ['#88c2ea', '#f1f7fb'],
    body:
      l.spire(620, 110, 190, 340, '#e4d8cc', '#f5ece3') +
      l.spire(780, 90, 170, 340, '#dcd0c4', '#f0e6dc') +
      l.spire(920, 140, 160, 340, '#e4d8cc', '#f5ece3') +
      k.range('dt', 340, 14, 10, '#b6aea3') +
      k.hills('dt-m', 380, 16, 3, '#7fae55') +
      k.pines('dt-p', 440, 1220, 400, 40, 70, 14, '#2f5d3f') +
      k.rect(400, 400, 820, 16, '#6b6b6b') +
      l.train(520, 400, 4, 150, '#dc2626', '#e0f2fe') +
      k.rect(0, 470, W, 130, '#6f9e47'),
  },
  'mountain-boots': {
    title: 'A pair of leather hiking boots on a rocky trail, a ridge in the distance',
    sky: ['#9cc8e6', '#f5f1e6'],
    body:
      k.range('mb', 260, 30, 8, '#9aa6b2') +
      k.hills('mb-m', 340, 30, 3, '#8aa26a') +
      k.land(
        [
          [-20, 440],
          [500, 420],
          [1220, 410],
        ],
        '#c2ad88',
      ) +
      k.ellipse(980, 470, 80, 22, '#a8a29e') +
      l.boot(600, 470, 20, '#8a4b22', '#27272a') +
      l.boot(780, 480, 20, '#7a4120', '#27272a') +
      k.rect(0, 520, W, 80, '#b09a74'),
  },
  'desert-photography': {
    title: 'A camera on a tripod facing golden dunes at sunset',
    sky: ['#f29a6b', '#fde0b0'],
    body:
      k.sun(600, 240, 50, '#fff3d6', '#fed7aa') +
      l.dune(700, 400, 800, 160, '#eea05e', '#c8703a') +
      l.dune(1100, 420, 500, 120, '#eea05e', '#c8703a') +
      k.rect(0, 410, W, 190, '#f2ae6c') +
      l.tripodCamera(820, 500, 170, '#1f2937', '#27272a') +
      k.rect(0, 530, W, 70, '#eaa062'),
  },
  'perito-moreno': {
    title: 'Walkers in crampons on the blue ridges of the Perito Moreno glacier',
    sky: ['#83bfe8', '#eef6fb'],
    body:
      k.range('pm', 220, 40, 6, '#7f8898') +
      k.land(
        [
          [-20, 330],
          [200, 280],
          [360, 320],
          [520, 260],
          [680, 310],
          [840, 250],
          [1000, 300],
          [1220, 270],
        ],
        '#e6f3fb',
      ) +
      k.land(
        [
          [-20, 420],
          [300, 370],
          [500, 400],
          [700, 340],
          [900, 390],
          [1220, 350],
        ],
        '#bfe0f4',
      ) +
      [520, 700, 880]
        .map((x) =>
          k.poly(
            [
              [x, 400],
              [x + 40, 340],
              [x + 80, 400],
            ],
            '#9ccbea',
          ),
        )
        .join('') +
      k.walker(700, 360, 44, '#1f2937', '#f97316') +
      k.walker(760, 366, 44, '#1f2937', '#2563eb') +
      k.rect(0, 470, W, 130, '#d6ecf8'),
  },
  'lisbon-petiscos': {
    title: 'Petiscos on a Lisbon table: sardines, bread and wine against blue azulejos',
    sky: ['#dbe8f4', '#eef4fa'],
    body:
      k.rect(0, 0, W, 380, '#f4f7fb') +
      '<defs><pattern id="az" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="#f4f7fb"/><rect x="4" y="4" width="32" height="32" fill="#3b6fd8"/><circle cx="20" cy="20" r="9" fill="#cfe0fb"/><path d="M20 6v28M6 20h28" stroke="#cfe0fb" stroke-width="3"/></pattern></defs>' +
      k.rect(460, 0, 760, 380, 'url(#az)') +
      k.rect(0, 380, W, 220, '#9a5b32') +
      k.ellipse(620, 420, 90, 24, '#f8fafc') +
      [580, 620, 660].map((x) => k.ellipse(x, 414, 34, 8, '#94a3b8')).join('') +
      k.ellipse(860, 430, 70, 20, '#f8fafc') +
      k.ellipse(860, 424, 44, 10, '#fbbf24') +
      k.rect(720, 300, 36, 120, '#14532d', ' rx="10"') +
      k.rect(730, 270, 16, 40, '#14532d') +
      k.rect(1000, 360, 30, 60, '#7f1d1d', k.op(0.85)) +
      k.ellipse(980, 440, 60, 16, '#d6a45e') +
      k.rect(0, 500, W, 100, '#8a4f2a'),
  },
  'machu-picchu-care': {
    title: 'A marked path and a rope line guiding visitors past the Machu Picchu terraces',
    sky: ['#b3d2ea', '#f3f2ea'],
    body:
      k.land(
        [
          [500, 420],
          [600, 170],
          [680, 90],
          [740, 100],
          [800, 180],
          [880, 420],
        ],
        '#3f6b3a',
      ) +
      k.facet(710, 95, 360, 420, '#35603a') +
      k.mist(280, 40, '#ffffff', 0.55) +
      l.terraces(420, 460, 700, 5, 22, '#86a85e', '#a8a29e') +
      k.rect(0, 460, W, 140, '#a89a80') +
      [600, 720, 840, 960].map((x) => k.rect(x, 430, 8, 60, '#7a5a3a')).join('') +
      k.path('M600 445Q660 465 720 445Q780 465 840 445Q900 465 960 445', 'none', ' stroke="#d6b98a" stroke-width="5"') +
      l.llama(1060, 500, 10, '#f5f0e6') +
      k.rect(0, 520, W, 80, '#9a8c72'),
  },
  'lofoten-rorbu': {
    title: 'A red rorbu on stilts at dusk, its windows lit, snow on the peaks behind',
    sky: ['#4a4f86', '#f0a58a'],
    body:
      k.peak(780, 130, 560, 380, '#3b3f62', '#e8e6f4', 0.3) +
      k.peak(1040, 190, 400, 380, '#33375a', '#dcdaf0', 0.25) +
      k.water(380, '#2e3a64') +
      l.rorbu(640, 420, 220, '#b91c1c', '#27272a') +
      k.rect(640, 440, 220, 40, '#fde68a', k.op(0.15)) +
      k.rect(0, 510, W, 90, '#252f55'),
  },
  'family-mountains': {
    title: 'A parent and child walking a gentle meadow path towards a lake and soft hills',
    sky: ['#9fd0ee', '#f5f9ef'],
    body:
      k.cloud(800, 110, 1.2, '#ffffff') +
      k.hills('fm-f', 260, 30, 4, '#8fb3a0') +
      k.water(330, '#5aa6c8') +
      k.hills('fm-m', 380, 20, 3, '#8fc06a') +
      k.path('M560 600Q640 480 760 420', 'none', ' stroke="#e8d8a8" stroke-width="26"') +
      k.walker(740, 430, 80, '#1f2937', '#f59e0b') +
      k.walker(790, 430, 50, '#2563eb') +
      [600, 880, 940].map((x) => k.circle(x, 470, 6, '#fde047')).join('') +
      k.rect(0, 520, W, 80, '#7fb45a'),
  },
  'georgian-qvevri': {
    title: 'A clay qvevri half buried among Kakheti vines, the Caucasus beyond',
    sky: ['#f0c48a', '#fcebd2'],
    body:
      k.range('gq', 260, 30, 8, '#a8a0b8') +
      k.peak(900, 160, 500, 280, '#b8b0c6', '#ffffff', 0.3) +
      k.hills('gq-m', 320, 16, 3, '#9aa85e') +
      l.vines(380, -20, 1220, '#6b8e3a', '#6b4f2a') +
      k.rect(0, 380, W, 220, '#a0714a') +
      l.qvevri(760, 300, 14, '#c2703a', '#a15a2c') +
      k.rect(560, 430, 400, 50, '#a0714a') +
      k.circle(600, 340, 14, '#5b2a5e') +
      k.circle(620, 352, 14, '#5b2a5e') +
      k.circle(606, 364, 14, '#5b2a5e') +
      k.rect(0, 500, W, 100, '#8f6240'),
  },
  'desert-kit': {
    title: 'Desert kit in the sand: a wide-brimmed hat, a water bottle and a light scarf',
    sky: ['#f6b97a', '#fdebc8'],
    body:
      k.sun(560, 130, 40, '#fffbeb', '#fde68a') +
      l.dune(800, 360, 900, 140, '#f0b070', '#d48a4a') +
      k.rect(0, 360, W, 240, '#f3bd7e') +
      k.ellipse(720, 440, 110, 28, '#e9d6a8') +
      k.ellipse(720, 420, 56, 30, '#e9d6a8') +
      k.rect(640, 432, 160, 8, '#92400e') +
      k.rect(880, 330, 50, 130, '#0ea5e9', ' rx="14"') +
      k.rect(890, 310, 30, 24, '#1f2937') +
      k.path(
        'M960 470Q1000 430 1060 460Q1100 480 1140 450',
        'none',
        ' stroke="#dc2626" stroke-width="22" stroke-linecap="round"',
      ) +
      k.rect(0, 520, W, 80, '#eeb572'),
  },
  'altitude-camp': {
    title: 'Tents of a high camp below a huge snowy peak, prayer flags in the wind',
    sky: ['#3f7cc4', '#d6e6f4'],
    body:
      k.peak(780, 60, 900, 400, '#8a93a6', '#ffffff', 0.55) +
      k.facet(780, 60, 900, 400, '#a0a8b8') +
      k.land(
        [
          [-20, 420],
          [600, 390],
          [1220, 400],
        ],
        '#c8ccd4',
      ) +
      k.path('M520 300L1100 360', 'none', ' stroke="#57534e" stroke-width="2"') +
      ['#dc2626', '#f8fafc', '#16a34a', '#facc15', '#2563eb', '#dc2626', '#f8fafc', '#16a34a']
        .map((c, i) => k.rect(560 + i * 66, 304 + i * 6.8, 30, 40, c))
        .join('') +
      l.tent(700, 450, 110, '#f97316') +
      l.tent(850, 455, 90, '#facc15') +
      k.rect(0, 490, W, 110, '#b8bcc6'),
  },
  'phone-mountain-photo': {
    title: 'A phone held up to frame a mountain peak, the same peak in the sky behind',
    sky: ['#8ec0ea', '#f0f6fb'],
    body:
      k.peak(560, 160, 560, 420, '#8a93a6', '#ffffff', 0.3) +
      k.hills('pmp', 420, 14, 3, '#7fa55a') +
      k.rect(700, 130, 200, 360, '#1f2937', ' rx="26"') +
      k.rect(714, 160, 172, 290, '#8ec0ea') +
      k.poly(
        [
          [714, 450],
          [800, 260],
          [886, 450],
        ],
        '#7a8396',
      ) +
      k.poly(
        [
          [770, 326],
          [800, 260],
          [830, 326],
        ],
        '#ffffff',
      ) +
      k.rect(714, 410, 172, 40, '#6f9547') +
      k.circle(800, 472, 10, '#4b5563') +
      k.rect(0, 500, W, 100, '#6f9547'),
  },
  'carpathian-night-train': {
    title: 'A night train with lit windows winding through dark Carpathian hills under the moon',
    sky: ['#0f1d3a', '#31466e'],
    body:
      k.stars('cnt', 60, 260) +
      k.moon(640, 130, 38, '#fef3c7', '#16264a') +
      k.hills('cnt-f', 260, 30, 4, '#23365a') +
      k.pines('cnt-p', -20, 1220, 330, 60, 110, 22, '#1a2a47') +
      k.hills('cnt-m', 400, 14, 3, '#182640') +
      l.train(480, 420, 4, 160, '#1e3a5f', '#fde68a', '#0f1d3a') +
      k.rect(480, 420, 700, 6, '#475569') +
      k.rect(0, 480, W, 120, '#121e36'),
  },
  'lofoten-winter': {
    title: 'Lofoten in winter: a low pink sun on the horizon, snowy peaks and a fishing village',
    sky: ['#8a9cc8', '#f6c4b0'],
    body:
      k.sun(715, 345, 40, '#ffe4d0', '#fda4af') +
      k.peak(520, 150, 440, 360, '#e8ecf4', '#ffffff', 0.2) +
      k.facet(520, 150, 440, 360, '#c6cde0') +
      k.peak(900, 170, 460, 360, '#e4e8f2') +
      k.facet(900, 170, 460, 360, '#c0c8dc') +
      k.water(360, '#6f7fa8') +
      l.rorbu(620, 390, 70) +
      l.rorbu(710, 390, 60, '#eab308') +
      l.rorbu(790, 390, 70) +
      k.rect(0, 450, W, 150, '#f1f5fb'),
  },
  'patagonia-wind': {
    title: 'A wind-bent tree on the Patagonian steppe under lens-shaped clouds and granite towers',
    sky: ['#5a9bd4', '#eef4f8'],
    body:
      k.ellipse(520, 100, 200, 24, '#ffffff', k.op(0.85)) +
      k.ellipse(560, 76, 130, 16, '#ffffff', k.op(0.8)) +
      k.ellipse(980, 140, 160, 18, '#ffffff', k.op(0.8)) +
      l.spire(880, 180, 120, 350, '#6b6f85', '#9aa0b4') +
      l.spire(980, 150, 110, 350, '#6b6f85', '#9aa0b4') +
      l.spire(1070, 200, 100, 350, '#6b6f85', '#9aa0b4') +
      k.land(
        [
          [-20, 360],
          [600, 350],
          [1220, 340],
        ],
        '#c2b07a',
      ) +
      k.path('M700 470Q690 400 720 340', 'none', ' stroke="#4a3728" stroke-width="16" stroke-linecap="round"') +
      k.path('M640 330Q720 300 880 330Q780 360 700 350Z', '#4d6a3a') +
      k.path('M650 300Q730 270 850 300Q760 320 700 318Z', '#5f7f45') +
      k.rect(0, 480, W, 120, '#b5a26c'),
  },
  ryokan: {
    title: 'A ryokan entrance at dusk: paper lanterns, an indigo noren curtain, steam from the bath',
    sky: ['#4a4a78', '#e8a98a'],
    body:
      k.hills('ry', 300, 30, 3, '#3f4a5e') +
      k.rect(460, 220, 700, 260, '#5c4030') +
      k.path('M420 230Q810 150 1200 230Z', '#27272a') +
      k.rect(620, 290, 360, 190, '#f2d9a0') +
      [680, 740, 800, 860, 920].map((x) => k.rect(x, 290, 4, 190, '#5c4030')).join('') +
      k.rect(740, 300, 120, 80, '#1e3a8a') +
      k.rect(798, 300, 4, 80, '#f2d9a0') +
      [540, 1060]
        .map((x) => k.ellipse(x, 330, 26, 36, '#f87171') + k.circle(x, 330, 40, '#fde68a', k.op(0.2)))
        .join('') +
      k.path(
        'M1000 470c-20-30 20-60 0-90M1040 470c-20-30 20-60 0-90',
        'none',
        ' stroke="#ffffff" stroke-width="6" opacity=".4"',
      ) +
      k.rect(0, 480, W, 120, '#3a3530'),
  },
  'svaneti-supra': {
    title: 'A supra table in Svaneti: a toast raised over dishes, stone towers outside the window',
    sky: ['#7a5a3e', '#8a6a48'],
    body:
      k.rect(520, 60, 480, 240, '#a9cbe8') +
      k.peak(760, 110, 420, 300, '#e2e8f0', '#ffffff', 0.4) +
      l.svanTower(650, 300, 130, '#b7a58a', '#57534e', '#9c8b72') +
      l.svanTower(860, 300, 110, '#b7a58a', '#57534e', '#9c8b72') +
      k.rect(520, 60, 480, 240, 'none', ' stroke="#4a3322" stroke-width="16"') +
      l.feastTable(360, 380, 800, '#f8fafc', ['#b45309', '#65a30d', '#dc2626', '#f59e0b']) +
      k.path('M880 330q10-40 30-30l-10 40z', '#f4e6c0') +
      k.rect(0, 520, W, 80, '#5c4030'),
  },
  banosh: {
    title: 'Banosh in a clay bowl with brynza and mushrooms on a wooden table by a mountain window',
    sky: ['#8a6a48', '#a07a52'],
    body:
      k.rect(520, 60, 520, 260, '#b6d4e8') +
      k.hills('bn', 230, 30, 3, '#6f9a6a') +
      k.pines('bn-p', 520, 1040, 300, 50, 90, 9, '#2f5d3f') +
      k.rect(0, 0, 520, 600, '#8a6a48') +
      k.rect(1040, 0, 160, 600, '#8a6a48') +
      k.rect(520, 300, 520, 40, '#8a6a48') +
      k.rect(520, 60, 520, 260, 'none', ' stroke="#5c4030" stroke-width="16"') +
      k.rect(0, 380, W, 220, '#7a4f2e') +
      l.bowl(770, 400, 120, '#b45309', '#facc15') +
      k.circle(740, 398, 14, '#f8fafc') +
      k.circle(790, 404, 12, '#f8fafc') +
      k.circle(820, 396, 10, '#7c4a22') +
      k.line(900, 380, 980, 340, '#c08a4a', 10) +
      k.rect(0, 530, W, 70, '#6a4326'),
  },
  'chornohora-ridge': {
    title: 'Chornohora at sunrise: a trail along the grassy ridge past a red-and-white waymark',
    sky: ['#f3b48e', '#fde9d6'],
    body:
      k.sun(860, 210, 42, '#fff4e6', '#fed7aa') +
      k.range('ch-f', 300, 24, 9, '#b79aa6') +
      k.land(
        [
          [-20, 420],
          [300, 380],
          [560, 320],
          [760, 300],
          [980, 330],
          [1220, 310],
        ],
        '#7f8f5a',
      ) +
      k.path('M560 600Q640 440 780 310', 'none', ' stroke="#d9c7a0" stroke-width="14"') +
      k.rect(880, 300, 10, 90, '#6b4f2a') +
      k.rect(868, 306, 34, 12, '#dc2626') +
      k.rect(868, 318, 34, 12, '#f8fafc') +
      k.rect(868, 330, 34, 12, '#dc2626') +
      k.walker(720, 360, 56, '#1f2937', '#2563eb') +
      k.rect(0, 520, W, 80, '#6f7f4c'),
  },
  'iceland-spring': {
    title: 'Icelandic spring: sun and rain at once, a rainbow over a turf church and green hills',
    sky: ['#8fa9c2', '#e8f0f4'],
    body:
      k.sun(940, 110, 36, '#fff7d6', '#fde68a') +
      k.ellipse(500, 100, 200, 40, '#6b7b8c') +
      [420, 460, 500, 540, 580].map((x) => k.line(x, 130, x - 30, 260, '#6b7b8c', 3, k.op(0.6))).join('') +
      ['#ef4444', '#f59e0b', '#facc15', '#22c55e', '#3b82f6', '#8b5cf6']
        .map((c, i) =>
          k.path(
            `M${540 + i * 10} 420A${260 - i * 10} ${260 - i * 10} 0 0 1 ${1060 - i * 10} 420`,
            'none',
            ` stroke="${c}" stroke-width="10" opacity=".55"`,
          ),
        )
        .join('') +
      k.hills('is', 380, 24, 3, '#5f9a4a') +
      k.house(720, 440, 80, 40, '#f8fafc', '#4f7d3a', 0.5) +
      k.rect(752, 410, 16, 30, '#1f2937') +
      k.poly(
        [
          [755, 400],
          [760, 380],
          [765, 400],
        ],
        '#f8fafc',
      ) +
      [880, 910, 940, 970].map((x) => k.rect(x, 440, 8, 36, '#8b5cf6')).join('') +
      k.rect(0, 480, W, 120, '#5a8f44'),
  },
  'kyoto-dawn': {
    title: 'Kyoto at dawn: a pagoda above a quiet lane of wooden machiya houses',
    sky: ['#c9b8e0', '#fcd9c0'],
    body:
      k.sun(560, 220, 40, '#fff1e6', '#fecdd3') +
      k.hills('kd', 300, 24, 3, '#a695b8') +
      l.pagoda(780, 380, 300, '#5c3a3a', '#2e2a36') +
      k.house(460, 470, 150, 90, '#7a5a44', '#2e2a36', 0.2) +
      k.house(620, 470, 110, 80, '#6a4a38', '#2e2a36', 0.22) +
      k.house(900, 470, 140, 96, '#7a5a44', '#2e2a36', 0.2) +
      k.house(1050, 470, 160, 86, '#6a4a38', '#2e2a36', 0.2) +
      k.poly(
        [
          [740, 470],
          [800, 380],
          [840, 380],
          [960, 600],
          [600, 600],
        ],
        '#b8a898',
      ) +
      k.rect(0, 470, 600, 130, '#a89888'),
  },
  'aurora-camera': {
    title: 'A camera on a tripod in the snow, pointed at an aurora over a frozen lake and spruces',
    sky: ['#071226', '#183052'],
    body:
      k.stars('ac', 70, 300) +
      k.aurora('ac', 300, 1200, 160, 150, '#34d399') +
      k.pines('ac-p', 300, 1220, 370, 40, 90, 20, '#0c1a2e') +
      k.rect(0, 370, W, 230, '#c9d6e6') +
      k.rect(0, 370, W, 40, '#9fb6cf') +
      l.tripodCamera(760, 520, 180, '#0f172a', '#1e293b') +
      k.rect(0, 540, W, 60, '#b8c8dc'),
  },
  trembita: {
    title: 'A Hutsul herdsman sounding the long trembita horn on a misty mountain meadow',
    sky: ['#a8c2d8', '#eef2ee'],
    body:
      k.hills('tr-f', 240, 30, 4, '#8fa8a0') +
      k.mist(260, 40, '#ffffff', 0.7) +
      k.hills('tr-m', 330, 24, 4, '#6f9a62') +
      k.pines('tr-p', 900, 1220, 360, 60, 100, 5, '#2f5d3f') +
      k.hills('tr-n', 430, 14, 3, '#86b05a') +
      l.figureWithHat(640, 470, 170, '#f8fafc', '#1f2937') +
      k.rect(620, 372, 40, 18, '#b91c1c') +
      l.trembita(640, 470, 170, '#8a5a2b') +
      l.grazer(980, 470, 10, '#f5f5f4', '#44403c') +
      l.grazer(1060, 480, 10, '#f5f5f4', '#44403c') +
      k.rect(0, 510, W, 90, '#7aa34f'),
  },
  'carpathian-trail': {
    title: 'A beech forest trail in the Carpathians, a waymark on a trunk and a bin-free clearing',
    sky: ['#cfe0c4', '#f1f6e8'],
    body:
      [500, 640, 760, 900, 1040, 1140].map((x, i) => k.rect(x, 0, 24 + (i % 2) * 10, 480, '#8a8f86')).join('') +
      k.ellipse(620, 60, 240, 90, '#6f9a4a') +
      k.ellipse(980, 80, 280, 100, '#7aa856') +
      k.ellipse(800, 180, 200, 60, '#8ab862', k.op(0.9)) +
      k.rect(900, 250, 24, 12, '#dc2626') +
      k.rect(900, 262, 24, 12, '#f8fafc') +
      k.rect(900, 274, 24, 12, '#dc2626') +
      k.path('M600 600Q680 480 820 420', 'none', ' stroke="#c9a878" stroke-width="40"') +
      k.walker(800, 440, 60, '#1f2937', '#16a34a') +
      k.rect(0, 480, W, 120, '#6f8f45'),
  },
  'sleeping-bag': {
    title: 'An open tent at night, a sleeping bag inside, stars over the mountains',
    sky: ['#0e1a38', '#3a4f7e'],
    body:
      k.stars('sb', 90, 300) +
      k.moon(560, 110, 30, '#fef3c7', '#132246') +
      k.range('sb-f', 330, 40, 7, '#26365e') +
      k.land(
        [
          [-20, 430],
          [600, 410],
          [1220, 420],
        ],
        '#1f2d4a',
      ) +
      k.poly(
        [
          [600, 480],
          [780, 280],
          [960, 480],
        ],
        '#f97316',
      ) +
      k.poly(
        [
          [690, 480],
          [780, 340],
          [870, 480],
        ],
        '#fde68a',
        k.op(0.85),
      ) +
      k.rect(720, 440, 120, 40, '#2563eb', ' rx="18"') +
      k.ellipse(730, 450, 24, 18, '#1e40af') +
      k.rect(0, 480, W, 120, '#1a2640'),
  },
  placeholder: {
    title: 'A neutral landscape, until a post has its own cover',
    sky: ['#d6d3d1', '#f5f5f4'],
    body:
      k.sun(760, 170, 40, '#e7e5e4') +
      k.land(
        [
          [-20, 430],
          [320, 320],
          [560, 390],
          [800, 260],
          [1220, 410],
        ],
        '#a8a29e',
      ) +
      k.rect(0, 480, W, 120, '#8a8580'),
  },
}
