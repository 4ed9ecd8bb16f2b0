// The blog posts' covers (public/images/posts/<name>.svg, named by a post's `cover:`), one per story, ADR 063.
// Same composition rule as the trips: the subject centre-right, the lower left calm for the hero's text.
import * as k from './kit'
import * as l from './landmarks'
import type { Scene } from './kit'

const { W } = k

import { postScenesMore } from './posts-2'

export const postScenes: Record<string, Scene> = {
  'marrakech-souk': {
    shift: 0,
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
    shift: 0,
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
    shift: 0,
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
  ...postScenesMore,
}
