// The trips' scenes, Lofoten to Scotland (see trips.ts), ADR 063.
import * as k from './kit'
import * as l from './landmarks'
import type { Scene } from './kit'

const { W } = k

export const tripScenesNorthAndEast: Record<string, Scene> = {
  lofoten: {
    title: 'Lofoten: red cabins by the water under steep peaks and a green aurora',
    sky: ['#0b1a33', '#1f3b5c'],
    body:
      k.stars('lo', 60, 260) +
      k.aurora('lo', 320, 1180, 150, 120, '#4ade80') +
      k.peak(720, 150, 460, 380, '#2f3b4c', '#dbe4ee', 0.3) +
      k.peak(940, 200, 380, 380, '#283241', '#cbd5e1', 0.3) +
      k.peak(500, 240, 340, 380, '#283241', '#cbd5e1', 0.25) +
      k.water(380, '#12263f') +
      l.rorbu(640, 410, 90) +
      l.rorbu(750, 410, 80) +
      l.rorbu(850, 410, 90) +
      k.rect(0, 500, W, 100, '#0e1f35'),
  },
  'lofoten-1': {
    title: 'Flakstad: a white-sand beach and turquoise water below green peaks',
    sky: ['#8ec9ec', '#eef8fc'],
    body:
      k.peak(720, 120, 520, 380, '#4f7a5a', '#e5edf1', 0.12) +
      k.peak(980, 180, 420, 380, '#45694f') +
      k.peak(460, 210, 360, 380, '#45694f') +
      k.water(360, '#2fb5b0') +
      k.rect(0, 360, W, 40, '#5fcfc4') +
      k.land(
        [
          [-20, 470],
          [500, 440],
          [900, 430],
          [1220, 440],
        ],
        '#f3ead3',
      ),
  },
  'lofoten-2': {
    title: 'Henningsvær: cod drying on wooden racks beside the harbour',
    sky: ['#a9c4dc', '#eef2f5'],
    body:
      k.peak(820, 140, 520, 360, '#5b6b7b', '#f1f5f9', 0.3) +
      k.water(360, '#3a6f8f') +
      l.rorbu(440, 380, 70, '#eab308') +
      l.rorbu(980, 380, 80) +
      k.rect(0, 420, W, 180, '#8b8f7a') +
      l.hjell(560, 470, 280, '#6b4f2a', '#d6c7a1') +
      k.rect(0, 520, W, 80, '#7a7f6a'),
  },
  morocco: {
    shift: 0,
    title: 'Marrakech: horseshoe arches of the souk, lanterns and carpets',
    sky: ['#f2b27a', '#fde3c3'],
    body:
      k.rect(0, 0, W, 600, '#e7a56c') +
      l.arches(420, 470, 5, 160, 230, '#c8663c', '#7a2e1a') +
      k.rect(0, 0, W, 40, '#a44a28') +
      [520, 680, 840, 1000].map((x, i) => l.lantern(x, 130 + (i % 2) * 30, 1.2, '#d4a017', '#fde68a')).join('') +
      k.rect(640, 330, 90, 140, '#1d4ed8') +
      k.rect(650, 350, 70, 10, '#facc15') +
      k.rect(780, 320, 90, 150, '#b91c1c') +
      k.rect(790, 400, 70, 10, '#f8fafc') +
      k.rect(0, 470, W, 130, '#d08a55'),
  },
  'morocco-1': {
    title: 'High Atlas: an earth-walled Berber village below snowy summits',
    sky: ['#8cc0e6', '#f6efe2'],
    body:
      k.peak(760, 100, 700, 360, '#a08a78', '#ffffff', 0.3) +
      k.peak(460, 170, 480, 360, '#958070', '#f8fafc', 0.22) +
      k.hills('m1', 380, 20, 4, '#b98c62') +
      l.kasbah(760, 470, 150, '#c98a5a', '#a96f45') +
      k.roundTree(560, 470, 30, '#5f8a45', '#6b4f2a') +
      k.roundTree(1000, 470, 36, '#5f8a45', '#6b4f2a') +
      k.rect(0, 470, W, 130, '#a97d52'),
  },
  'morocco-2': {
    title: 'Erg Chebbi: a camel caravan crossing orange dunes at dusk',
    sky: ['#f08a5a', '#fcd9a8'],
    body:
      k.sun(720, 200, 48, '#fff1d6', '#fed7aa') +
      l.dune(760, 420, 700, 200, '#e8894a', '#c4612e') +
      l.dune(300, 440, 600, 120, '#ee9b5c', '#cf6d38') +
      l.dune(1080, 450, 500, 150, '#ee9b5c', '#cf6d38') +
      l.camel(640, 320, 60, '#5c2f1a') +
      l.camel(720, 310, 60, '#5c2f1a') +
      l.camel(800, 305, 60, '#5c2f1a') +
      k.rect(0, 460, W, 140, '#f0a565'),
  },
  patagonia: {
    title: 'Patagonia: the granite spires of Fitz Roy above a glacier lake',
    sky: ['#f2a88c', '#fde7d6'],
    body:
      k.range('p-far', 330, 30, 9, '#9aa4b8') +
      l.spire(740, 80, 200, 380, '#6b6f85', '#f59e7a') +
      l.spire(600, 170, 120, 380, '#6b6f85', '#f3a68a') +
      l.spire(880, 150, 130, 380, '#6b6f85', '#f3a68a') +
      l.spire(980, 210, 100, 380, '#7a7f94', '#f3b39a') +
      k.poly(
        [
          [520, 380],
          [740, 330],
          [960, 380],
        ],
        '#f1f5f9',
      ) +
      k.water(390, '#4aa0b8') +
      k.rect(0, 460, W, 140, '#a89a6a'),
  },
  'patagonia-1': {
    title: 'El Calafate: guanacos on the steppe by milky-blue Lago Argentino',
    sky: ['#8ab8e0', '#f2efe4'],
    body:
      k.cloud(700, 110, 1.6, '#ffffff', 0.75) +
      k.range('p1', 300, 14, 8, '#8f8a9e') +
      k.water(320, '#6fb3cf') +
      k.land(
        [
          [-20, 420],
          [500, 380],
          [800, 370],
          [1220, 390],
        ],
        '#c2b07a',
      ) +
      l.llama(700, 460, 12, '#b07a47') +
      l.llama(860, 470, 11, '#a86f3d') +
      k.rect(0, 500, W, 100, '#b5a26c'),
  },
  'patagonia-2': {
    title: 'Perito Moreno: the jagged blue-white wall of the glacier over the lake',
    sky: ['#8cc3ea', '#eef6fb'],
    body:
      k.range('p2', 190, 30, 6, '#7f8898') +
      k.land(
        [
          [-20, 250],
          [400, 220],
          [800, 200],
          [1220, 230],
        ],
        '#f4f9fd',
      ) +
      k.land(
        [
          [200, 380],
          [240, 250],
          [300, 280],
          [360, 230],
          [420, 270],
          [480, 215],
          [540, 260],
          [600, 205],
          [660, 250],
          [720, 200],
          [780, 245],
          [840, 210],
          [900, 255],
          [960, 220],
          [1020, 260],
          [1080, 230],
          [1140, 270],
          [1220, 250],
          [1220, 380],
        ],
        '#cfe8f8',
      ) +
      [260, 380, 500, 620, 740, 860, 980, 1100]
        .map((x) =>
          k.poly(
            [
              [x, 380],
              [x + 30, 260],
              [x + 60, 380],
            ],
            '#a5d3ef',
          ),
        )
        .join('') +
      k.water(380, '#4f86a8') +
      k.poly(
        [
          [700, 440],
          [730, 410],
          [780, 418],
          [800, 440],
        ],
        '#e6f4fc',
      ) +
      k.rect(0, 500, W, 100, '#457a9a'),
  },
  peru: {
    title: 'Machu Picchu: stone terraces and ruins below the peak of Huayna Picchu',
    sky: ['#9ec6e6', '#f2f1e8'],
    body:
      k.mist(240, 50, '#ffffff', 0.5) +
      k.land(
        [
          [560, 450],
          [640, 200],
          [700, 120],
          [760, 110],
          [820, 200],
          [900, 450],
        ],
        '#3f6b3a',
      ) +
      k.facet(730, 110, 340, 450, '#35603a') +
      k.hills('pe-m', 330, 30, 3, '#6a8f58') +
      l.terraces(480, 470, 620, 5, 26, '#86a85e', '#a8a29e') +
      [580, 640, 700, 780, 860, 920]
        .map((x, i) => k.house(x, 350 - (i % 2) * 8, 44, 26, '#b8aa92', '#8a7a62', 0.25))
        .join('') +
      l.llama(880, 500, 10, '#f5f0e6') +
      k.rect(0, 480, W, 120, '#6f9a4f'),
  },
  'peru-1': {
    title: "Cusco: the cathedral's twin towers on the Plaza de Armas",
    sky: ['#7fb6e6', '#f3eee4'],
    body:
      k.hills('pe1', 280, 30, 4, '#8aa070') +
      k.rect(560, 230, 400, 200, '#b5977a') +
      k.rect(560, 140, 80, 290, '#a88a6d') +
      k.rect(880, 140, 80, 290, '#a88a6d') +
      k.poly(
        [
          [560, 140],
          [600, 100],
          [640, 140],
        ],
        '#8a6d52',
      ) +
      k.poly(
        [
          [880, 140],
          [920, 100],
          [960, 140],
        ],
        '#8a6d52',
      ) +
      k.path('M720 430V330Q760 290 800 330V430Z', '#4a3728') +
      k.rect(0, 430, W, 170, '#c9b79c') +
      k.rect(0, 520, W, 80, '#bba888'),
  },
  'peru-2': {
    title: 'Lares trek: llamas by a high Andean lake under snowy peaks',
    sky: ['#6fa9dc', '#eaf2f8'],
    body:
      k.peak(760, 110, 560, 340, '#7b7a8c', '#ffffff', 0.35) +
      k.peak(1000, 170, 400, 340, '#6d6c7e', '#f8fafc', 0.3) +
      k.hills('pe2', 340, 20, 3, '#8a9a5a') +
      k.water(370, '#3f86b0') +
      k.land(
        [
          [-20, 450],
          [600, 430],
          [1220, 440],
        ],
        '#9aa05e',
      ) +
      l.llama(700, 490, 12, '#f5f0e6') +
      l.llama(820, 500, 11, '#7a4a2a') +
      l.llama(920, 490, 10, '#d6c3a0') +
      k.rect(0, 520, W, 80, '#8a9052'),
  },
  vietnam: {
    title: 'Lan Ha Bay: limestone karsts rising from green water, a junk with red sails',
    sky: ['#a8d4d0', '#f3f0dc'],
    body:
      k.sun(560, 140, 36, '#fffbe8', '#fef3c7') +
      l.karst(640, 400, 150, 230, '#6f9a82') +
      l.karst(780, 400, 180, 290, '#5b8a72') +
      l.karst(960, 400, 140, 200, '#6f9a82') +
      l.karst(1100, 400, 120, 160, '#80a891') +
      k.water(390, '#4f9a90') +
      l.junk(760, 470, 140, '#5c3a1e', '#c2410c') +
      k.ripples('v', 420, 560, 8, '#d6f0ea', 600, 1160) +
      k.rect(0, 530, W, 70, '#468d84'),
  },
  'vietnam-1': {
    title: 'Hanoi: the Turtle Tower on Hoan Kiem lake under a willow',
    sky: ['#f6c9a4', '#fcefe0'],
    body:
      k.sun(520, 160, 36, '#fff4e6', '#fde2c8') +
      k.range('v1', 320, 14, 16, '#c79a84') +
      k.water(330, '#6c9e94') +
      k.rect(680, 230, 80, 110, '#e2d3b8') +
      k.rect(695, 190, 50, 40, '#e2d3b8') +
      k.poly(
        [
          [670, 232],
          [720, 200],
          [770, 232],
        ],
        '#8a5a3a',
      ) +
      k.poly(
        [
          [685, 192],
          [720, 170],
          [755, 192],
        ],
        '#8a5a3a',
      ) +
      k.path('M705 340V300Q720 285 735 300V340Z', '#4a3a2a') +
      k.ellipse(720, 345, 120, 14, '#5f8a45') +
      k.roundTree(1000, 400, 70, '#6f9a45', '#5c4030') +
      k.rect(0, 480, W, 120, '#5b8f86'),
  },
  'vietnam-2': {
    title: 'Mai Chau: stilt houses among flooded rice paddies below green hills',
    sky: ['#9ecfe2', '#f1f5e4'],
    body:
      k.hills('v2-f', 220, 40, 4, '#7aa07a') +
      k.hills('v2-m', 300, 30, 4, '#5f8f5a') +
      k.rect(0, 360, W, 240, '#b8d48a') +
      [380, 420, 460, 500].map((y, i) => k.rect(-20, y, W + 40, 6, i % 2 ? '#8fb86a' : '#9cc5a8')).join('') +
      [620, 860]
        .map(
          (x) =>
            k.rect(x + 10, 330, 6, 40, '#5c4030') +
            k.rect(x + 90, 330, 6, 40, '#5c4030') +
            k.house(x, 340, 110, 40, '#a87a4a', '#5c4030', 0.45),
        )
        .join('') +
      k.rect(0, 520, W, 80, '#a9c97a'),
  },
  scotland: {
    title: 'Scottish Highlands: a castle on its island in a loch below the glen',
    sky: ['#a3b9cf', '#eef1f0'],
    body:
      k.cloud(420, 110, 1.4, '#ffffff', 0.8) +
      k.hills('s-far', 250, 40, 4, '#7f8c8a') +
      k.hills('s-mid', 320, 25, 4, '#6a7f5c') +
      k.water(370, '#5d7f95') +
      k.ellipse(760, 408, 260, 40, '#6b6a5c') +
      l.castle(760, 400, 120, '#b0a490', '#948873', '#57534e') +
      k.rect(500, 396, 90, 10, '#948873') +
      k.ripples('s', 430, 520, 8, '#dbe6ee', 620, 1100) +
      k.rect(0, 520, W, 80, '#59705a'),
  },
  'scotland-1': {
    title: 'Glenfinnan: a steam train crossing the curved viaduct',
    sky: ['#9fb8cc', '#eef1ee'],
    body:
      k.hills('s1-f', 220, 50, 3, '#748a78') +
      k.hills('s1-m', 330, 20, 3, '#5f7a55') +
      l.viaduct(380, 1220, 300, 480, 9, '#c2b8a8', '#5f7a55') +
      l.steamEngine(640, 300, 16, '#1f2937', '#ffffff') +
      l.train(760, 300, 3, 140, '#7f1d1d', '#fde68a', '#3f1212') +
      k.rect(0, 480, W, 120, '#5a7350'),
  },
  'scotland-2': {
    title: 'A Highland cow in the heather of a misty glen',
    sky: ['#b4c3cf', '#eff1ee'],
    body:
      k.land(
        [
          [-20, 300],
          [300, 200],
          [500, 160],
          [700, 220],
          [900, 160],
          [1220, 260],
        ],
        '#6f7f74',
      ) +
      k.mist(240, 50, '#ffffff', 0.55) +
      k.hills('s2-m', 380, 20, 3, '#7b6a7f') +
      l.grazer(780, 480, 26, '#b0602a', '#9a5224', '#f5e6c8') +
      k.rect(0, 490, W, 110, '#6f5f72'),
  },
  placeholder: {
    title: 'A neutral landscape, until a trip has its own cover',
    sky: ['#d6d3d1', '#f5f5f4'],
    body:
      k.sun(820, 160, 40, '#e7e5e4') +
      k.land(
        [
          [-20, 420],
          [300, 300],
          [520, 380],
          [760, 250],
          [1220, 400],
        ],
        '#a8a29e',
      ) +
      k.rect(0, 480, W, 120, '#8a8580'),
  },
}
