// The trips' scenes, Iceland to Lisbon (see trips.ts), ADR 063.
import * as k from './kit'
import * as l from './landmarks'
import type { Scene } from './kit'

const { W } = k

export const tripScenesSouth: Record<string, Scene> = {
  iceland: {
    title: 'Iceland: a tall waterfall over a green cliff, a small hiker below',
    sky: ['#a9c6dc', '#eef3f6'],
    body:
      k.cloud(420, 110, 1.3, '#ffffff', 0.8) +
      k.land(
        [
          [-20, 250],
          [300, 230],
          [560, 180],
          [1220, 170],
        ],
        '#4f7d55',
      ) +
      k.rect(560, 180, 660, 300, '#557f4b') +
      l.waterfall(720, 180, 90, 470, '#f1f8fc', '#cbe3f0') +
      k.rect(0, 470, W, 130, '#6f9a4f') +
      k.water(500, '#7fb0c8') +
      k.rect(0, 540, W, 60, '#5d8a44') +
      k.walker(900, 480, 40, '#1f2937', '#dc2626'),
  },
  'iceland-1': {
    title: 'Jökulsárlón: blue icebergs drifting below a glacier tongue',
    sky: ['#a5c8e4', '#f0f6fb'],
    body:
      k.range('i1-m', 220, 30, 6, '#7b8c9c') +
      k.land(
        [
          [-20, 300],
          [300, 280],
          [600, 250],
          [900, 260],
          [1220, 240],
        ],
        '#e8f1f8',
      ) +
      k.water(320, '#4a8aa8') +
      k.poly(
        [
          [560, 420],
          [600, 340],
          [680, 330],
          [720, 420],
        ],
        '#dff1fb',
      ) +
      k.poly(
        [
          [600, 340],
          [680, 330],
          [720, 420],
          [660, 420],
        ],
        '#b4dcf0',
      ) +
      k.poly(
        [
          [780, 400],
          [820, 360],
          [880, 370],
          [900, 400],
        ],
        '#e8f6fd',
      ) +
      k.poly(
        [
          [940, 450],
          [980, 380],
          [1060, 390],
          [1080, 450],
        ],
        '#cfeaf8',
      ) +
      k.rect(0, 500, W, 100, '#2f6f8c'),
  },
  'iceland-2': {
    title: 'Vík: a black-sand beach and the basalt sea stacks of Reynisdrangar',
    sky: ['#9fb8cb', '#e7edf1'],
    body:
      k.cloud(700, 110, 1.2, '#ffffff', 0.7) +
      k.water(330, '#5f8aa0') +
      k.land(
        [
          [400, 330],
          [480, 200],
          [560, 170],
          [600, 330],
        ],
        '#2b2f36',
      ) +
      k.poly(
        [
          [700, 330],
          [720, 180],
          [760, 160],
          [780, 330],
        ],
        '#2b2f36',
      ) +
      k.poly(
        [
          [840, 330],
          [860, 230],
          [900, 240],
          [910, 330],
        ],
        '#33373f',
      ) +
      k.ripples('i2', 360, 430, 10, '#e6eef3', 300, 1160) +
      k.land(
        [
          [-20, 470],
          [400, 450],
          [800, 440],
          [1220, 450],
        ],
        '#1f2328',
      ),
  },
  jordan: {
    shift: 0,
    title: 'Petra: the Treasury carved in rose sandstone at the end of the Siq',
    sky: ['#f3c7a0', '#fbe3cc'],
    body:
      k.land(
        [
          [-20, 600],
          [-20, 0],
          [460, 0],
          [500, 120],
          [470, 300],
          [500, 600],
        ],
        '#b4543a',
      ) +
      k.land(
        [
          [1220, 600],
          [1220, 0],
          [900, 0],
          [880, 160],
          [920, 360],
          [880, 600],
        ],
        '#a64a33',
      ) +
      k.rect(480, 0, 420, 600, '#d98a6a') +
      l.treasury(690, 470, 330, '#e8a585', '#c97c5c', '#5c2a1d') +
      k.rect(0, 470, W, 130, '#c9845f') +
      l.camel(760, 500, 70, '#7c4a2a'),
  },
  'jordan-1': {
    title: 'Wadi Rum: red sand, sandstone mesas and a Bedouin camp',
    sky: ['#f0a877', '#fcdcc0'],
    body:
      k.sun(620, 170, 46, '#fff4e0', '#fed7aa') +
      l.mesa(420, 400, 360, 180, '#b85c3a', '#9a4a2e') +
      l.mesa(900, 400, 420, 230, '#c4683f', '#a3532f') +
      k.land(
        [
          [-20, 400],
          [600, 390],
          [1220, 400],
        ],
        '#d9804f',
      ) +
      l.longTent(720, 460, 200, '#3f2a1e', '#a16207') +
      l.camel(920, 470, 90, '#7c4a2a') +
      k.rect(0, 480, W, 120, '#e08d57'),
  },
  'jordan-2': {
    title: 'The Dead Sea at dusk: still water, salt crust and the hills of the far shore',
    sky: ['#d9a6c4', '#fde3c8'],
    body:
      k.sun(700, 220, 40, '#fff4e0', '#fecdd3') +
      k.range('j2', 300, 18, 8, '#a98aa6') +
      k.water(320, '#8fb6c4') +
      k.rect(640, 330, 120, 6, '#fde3c8', k.op(0.6)) +
      k.rect(660, 350, 80, 5, '#fde3c8', k.op(0.5)) +
      k.path('M620 500Q660 420 700 430Q740 380 780 440Q820 430 860 500Z', '#f1ece4') +
      k.path('M880 500Q900 460 930 470Q960 450 990 500Z', '#e7dfd2') +
      k.rect(0, 500, W, 100, '#e6d8c4'),
  },
  kyoto: {
    title: 'Kyoto: a five-storey pagoda and a red torii among maples',
    sky: ['#f5c9b3', '#fcefe3'],
    body:
      k.sun(520, 150, 40, '#fff6ea', '#fde2d0') +
      k.hills('k-far', 330, 30, 4, '#9aa89a') +
      l.pagoda(760, 450, 330, '#7c2d12', '#3f3f46') +
      k.roundTree(600, 470, 50, '#c2410c', '#57534e') +
      k.roundTree(900, 470, 50, '#dc2626', '#57534e') +
      k.roundTree(1080, 470, 46, '#ea580c', '#57534e') +
      l.torii(1000, 500, 150, '#dc2626') +
      k.rect(0, 500, W, 100, '#7c8a6a'),
  },
  'kyoto-1': {
    title: 'Nara: deer grazing in the park below a great temple hall',
    sky: ['#a8d0e8', '#f4f1e6'],
    body:
      k.hills('k1-h', 300, 20, 3, '#7f9f7a') +
      k.rect(560, 250, 420, 120, '#c9a27a') +
      k.path('M500 260Q770 170 1040 260Z', '#3f3f46') +
      k.path('M600 200Q770 130 940 200Z', '#3f3f46') +
      k.rect(620, 200, 300, 40, '#c9a27a') +
      k.rect(740, 300, 60, 70, '#7c2d12') +
      k.rect(0, 370, W, 230, '#9ab06a') +
      l.grazer(650, 460, 14, '#b07a47', '#8a5a30') +
      l.grazer(880, 480, 16, '#b07a47', '#8a5a30', '#6b4423') +
      k.rect(0, 520, W, 80, '#8aa45c'),
  },
  'kyoto-2': {
    shift: 0,
    title: 'Kumano Kodo: mossy stone steps through tall cedars to a small shrine',
    sky: ['#b9d3c4', '#eef4ea'],
    body:
      k.mist(160, 60, '#ffffff', 0.6) +
      [520, 600, 700, 860, 960, 1080, 1160].map((x, i) => k.rect(x, 0, 26 + (i % 3) * 8, 470, '#4b3a2a')).join('') +
      k.pines('k2-p', 480, 1220, 160, 120, 200, 8, '#2f5d3f') +
      k.poly(
        [
          [660, 470],
          [760, 300],
          [800, 300],
          [900, 470],
        ],
        '#9aa39a',
      ) +
      [340, 370, 400, 430, 460].map((y, i) => k.rect(700 - i * 18 + 60, y - 10, 60 + i * 36, 10, '#7a847a')).join('') +
      l.torii(780, 300, 90, '#b91c1c') +
      k.rect(0, 480, W, 120, '#5f7d58'),
  },
  lisbon: {
    title: 'Lisbon: a yellow tram climbing past tiled façades, the Tagus beyond',
    sky: ['#86c4ea', '#fdf0dc'],
    body:
      k.sun(640, 110, 36, '#fff7e0', '#fde68a') +
      k.water(280, '#3d86b0') +
      k.land(
        [
          [-20, 280],
          [600, 280],
          [1220, 280],
        ],
        '#3d86b0',
      ) +
      k.rect(740, 250, 300, 8, '#9f2d20') +
      l.facade(880, 470, 200, 250, '#e8f1f8', '#3b82f6') +
      l.facade(1080, 470, 160, 300, '#fde7c4', '#0f766e') +
      l.facade(360, 470, 150, 190, '#f5d0c5', '#1d4ed8') +
      k.land(
        [
          [-20, 520],
          [400, 500],
          [1220, 430],
          [1220, 600],
        ],
        '#8c8578',
      ) +
      l.tram(560, 462, 230) +
      k.rect(0, 540, W, 60, '#786f63'),
  },
  'lisbon-1': {
    title: 'Belém Tower on the bank of the Tagus',
    sky: ['#7fb9e4', '#fbf1e0'],
    body:
      k.cloud(400, 130, 1, '#ffffff') +
      k.water(380, '#3f84ad') +
      k.rect(560, 330, 300, 90, '#ece3cf') +
      k.rect(640, 180, 120, 200, '#f2ead8') +
      k.rect(650, 150, 100, 34, '#ece3cf') +
      [560, 600, 640, 680, 720, 760, 800, 840].map((x) => k.rect(x + 4, 316, 14, 14, '#ece3cf')).join('') +
      k.circle(700, 142, 18, '#ece3cf') +
      k.rect(690, 220, 20, 30, '#57534e') +
      k.rect(670, 280, 60, 30, '#57534e') +
      k.ripples('l1', 430, 540, 10, '#d6eaf6', 560, 1160) +
      k.rect(0, 530, W, 70, '#37799f'),
  },
  'lisbon-2': {
    title: 'Sintra: the colourful Pena Palace on a wooded hilltop',
    sky: ['#9fcbe8', '#f4f4ec'],
    body:
      k.mist(300, 40, '#ffffff', 0.5) +
      k.hills('l2', 380, 30, 3, '#4f7a45') +
      k.land(
        [
          [420, 600],
          [560, 330],
          [700, 290],
          [860, 300],
          [960, 380],
          [1100, 600],
        ],
        '#3f6b3a',
      ) +
      k.rect(600, 210, 120, 90, '#f2c94c') +
      k.rect(720, 180, 120, 120, '#d9534f') +
      k.rect(670, 150, 36, 70, '#f2c94c') +
      k.circle(688, 148, 22, '#94a3b8') +
      k.rect(810, 130, 30, 60, '#c084fc') +
      k.circle(825, 128, 18, '#94a3b8') +
      k.rect(740, 200, 20, 30, '#1f2937') +
      k.pines('l2-p', 380, 1120, 420, 60, 100, 12, '#2f5d3f') +
      k.rect(0, 490, W, 110, '#3a6a38'),
  },
}
