// The trips' covers and gallery scenes (public/images/trips/<key>.svg, <key>-1.svg, <key>-2.svg), ADR 063.
// Composition rule: the subject sits in the centre-right (x 520–900, y 100–420); the lower left, under the hero's
// title and byline, is plain sky, water or ground.
import * as k from './kit'
import * as l from './landmarks'
import type { Scene } from './kit'

const { W } = k

export const tripScenes: Record<string, Scene> = {
  amalfi: {
    title: 'Amalfi Coast: a pastel village stacked on a cliff above the sea',
    sky: ['#7cc4e8', '#fde7c4'],
    body:
      k.sun(840, 130, 44, '#fff1c1', '#fde68a') +
      k.water(400, '#1f7fa8') +
      k.rect(0, 400, W, 6, '#7fc3dd') +
      k.land(
        [
          [470, 600],
          [560, 330],
          [640, 250],
          [760, 170],
          [900, 150],
          [1040, 190],
          [1220, 160],
          [1220, 600],
        ],
        '#6b8e4e',
      ) +
      k.land(
        [
          [600, 600],
          [700, 360],
          [820, 300],
          [1000, 290],
          [1220, 300],
          [1220, 600],
        ],
        '#4d7040',
      ) +
      l.cliffVillage(650, 470, ['#fbbf24', '#fca5a5', '#fde68a', '#fdba74', '#f8fafc', '#f9a8d4'], 5) +
      l.georgianChurch(920, 250, 14, '#fef3c7', '#0f766e', '#fde68a') +
      k.ripples('amalfi', 430, 560, 10, '#d6f0fa', 560, 900) +
      l.boat(420, 470, 70, '#f8fafc', '#1d4ed8'),
  },
  'amalfi-1': {
    title: 'The Path of the Gods: a hiker on a terraced trail high above the sea',
    sky: ['#8fd0f0', '#fdf2d6'],
    body:
      k.water(300, '#2b8fbf') +
      k.ripples('a1', 320, 400, 8, '#d6f0fa', 300, 1100) +
      k.land(
        [
          [-20, 330],
          [200, 300],
          [420, 250],
          [600, 170],
          [760, 120],
          [1000, 150],
          [1220, 110],
        ],
        '#7a9a5a',
      ) +
      k.land(
        [
          [-20, 470],
          [300, 430],
          [560, 380],
          [800, 330],
          [1220, 300],
        ],
        '#8aa86a',
      ) +
      k.land(
        [
          [-20, 520],
          [400, 500],
          [800, 450],
          [1220, 430],
        ],
        '#c9b48a',
      ) +
      k.roundTree(980, 330, 28, '#4d7040', '#6b4f2a') +
      k.roundTree(1060, 320, 22, '#4d7040', '#6b4f2a') +
      k.walker(820, 450, 70, '#7c2d12', '#1d4ed8') +
      k.circle(700, 200, 8, '#fde68a') +
      k.circle(730, 215, 8, '#fde68a'),
  },
  'amalfi-2': {
    title: 'Capri: the Faraglioni rocks and a white boat on turquoise water',
    sky: ['#6fb6e0', '#fcefd9'],
    body:
      k.sun(560, 120, 36, '#fff7d6', '#fde68a') +
      k.water(390, '#1992b5') +
      l.karst(700, 400, 200, 230, '#a8a29e') +
      l.karst(860, 400, 150, 170, '#938b84') +
      l.karst(990, 400, 110, 120, '#a8a29e') +
      k.rect(610, 300, 40, 50, '#1992b5') +
      k.ripples('a2', 420, 560, 10, '#bdeaf5', 560, 1160) +
      l.boat(760, 480, 150, '#f8fafc', '#0f766e') +
      k.rect(0, 520, W, 80, '#1588aa'),
  },
  carpathians: {
    title: 'Carpathians: a Hutsul wooden church on a green hill, ridges behind',
    sky: ['#9cc9e6', '#eef6e8'],
    body:
      k.sun(520, 140, 34, '#fffbe8', '#fef3c7') +
      k.hills('c-far', 270, 30, 5, '#8fb0b8') +
      k.hills('c-mid', 330, 30, 4, '#5f8f6a') +
      k.pines('c-pines', 860, 1200, 360, 60, 110, 9, '#2f5d3f') +
      k.hills('c-near', 430, 18, 3, '#86b05a') +
      l.woodenChurch(700, 420, 170, '#8a5a2b', '#4a2f1a') +
      k.rect(0, 500, W, 100, '#7aa34f'),
  },
  'carpathians-1': {
    title: 'Chornohora ridge: the white observatory on Pip Ivan above the clouds',
    sky: ['#7fb2de', '#f3e9d8'],
    body:
      k.sun(980, 120, 30, '#fff1c1', '#fde68a') +
      k.range('c1-far', 250, 25, 7, '#9fb2c4') +
      k.land(
        [
          [-20, 380],
          [300, 330],
          [520, 260],
          [700, 190],
          [820, 230],
          [1000, 300],
          [1220, 330],
        ],
        '#5c7a5a',
      ) +
      k.block(660, 200, 80, 46, '#f1f5f9', '#64748b', 2, 1) +
      k.rect(688, 140, 24, 20, '#f1f5f9') +
      k.circle(700, 140, 18, '#e2e8f0') +
      k.mist(300, 40, '#ffffff', 0.7) +
      k.walker(560, 300, 40, '#1e293b', '#b91c1c') +
      k.rect(0, 470, W, 130, '#6d8a5a'),
  },
  'carpathians-2': {
    title: 'Vorokhta: the old stone railway viaduct over the Prut, in spruce forest',
    sky: ['#a7cbe0', '#f1f5ea'],
    body:
      k.hills('c2-far', 230, 30, 4, '#7d9e8a') +
      k.pines('c2-p', -20, 1220, 300, 70, 120, 22, '#3d6b4e') +
      l.viaduct(300, 1100, 280, 470, 6, '#cbbba0', '#5f8f6a') +
      k.rect(300, 270, 800, 12, '#a8977c') +
      k.water(470, '#6aa0b8') +
      k.rect(0, 520, W, 80, '#5a8a4a'),
  },
  dolomites: {
    title: 'Dolomites: pale jagged peaks at sunset and a mountain hut below',
    sky: ['#f3b6a0', '#fde9d2'],
    body:
      k.range('d-far', 330, 25, 10, '#c9b7b0') +
      l.spire(620, 120, 170, 400, '#e9d9cf', '#f7c7b0') +
      l.spire(740, 90, 150, 400, '#e2d0c5', '#f7bfa6') +
      l.spire(850, 150, 140, 400, '#d8c3b7', '#f0b59b') +
      l.spire(480, 210, 160, 400, '#d8c3b7', '#f0b59b') +
      k.range('d-scree', 390, 12, 12, '#b9a99f') +
      k.hills('d-meadow', 450, 14, 3, '#7f9d5c') +
      l.alpineHut(780, 470, 120, '#a8a29e', '#7c4a22', '#44403c') +
      k.rect(0, 510, W, 90, '#6f8f4e'),
  },
  'dolomites-1': {
    title: 'Alta Via 1: a church tower in a green valley below Dolomite walls',
    sky: ['#7fbbe6', '#eef6fb'],
    body:
      k.cloud(300, 120, 1, '#ffffff') +
      k.land(
        [
          [-20, 300],
          [200, 240],
          [380, 160],
          [520, 210],
          [700, 120],
          [880, 180],
          [1060, 150],
          [1220, 220],
        ],
        '#d9d2c8',
      ) +
      k.range('d1-scree', 320, 18, 10, '#b7afa4') +
      k.hills('d1-m', 380, 20, 4, '#7fae55') +
      k.pines('d1-p', 880, 1200, 420, 50, 90, 7, '#2f5d3f') +
      k.rect(650, 300, 34, 120, '#f8fafc') +
      k.poly(
        [
          [645, 300],
          [667, 230],
          [689, 300],
        ],
        '#b91c1c',
      ) +
      k.rect(560, 360, 100, 60, '#f8fafc') +
      k.poly(
        [
          [552, 360],
          [610, 330],
          [668, 360],
        ],
        '#b91c1c',
      ) +
      k.hills('d1-n', 470, 10, 3, '#6f9e45'),
  },
  'dolomites-2': {
    title: 'Lago di Braies: green water, wooden rowing boats and a pale rock wall',
    sky: ['#86c5ea', '#eef7fb'],
    body:
      k.land(
        [
          [-20, 260],
          [300, 200],
          [520, 110],
          [700, 80],
          [860, 140],
          [1220, 200],
        ],
        '#d6cfc4',
      ) +
      k.facet(700, 80, 400, 330, '#c2b8ab') +
      k.pines('d2-p', -20, 1220, 340, 60, 100, 26, '#2f5d3f') +
      k.water(330, '#3f9c8f') +
      k.rect(0, 330, W, 6, '#74c2b4') +
      l.boat(700, 430, 120, '#7c4a22', '#a16207') +
      l.boat(860, 410, 100, '#7c4a22', '#a16207') +
      k.rect(0, 500, W, 100, '#348a7e'),
  },
  georgia: {
    title: 'Ushguli, Georgia: Svan stone towers under the snowy Caucasus',
    sky: ['#7eb6e8', '#eaf3fb'],
    body:
      k.peak(760, 80, 760, 380, '#cbd5e1', '#ffffff', 0.45) +
      k.facet(760, 80, 760, 380, '#b6c2d2') +
      k.peak(420, 170, 500, 380, '#b6c2d2', '#f8fafc', 0.35) +
      k.hills('g-m', 380, 20, 4, '#6b9a4a') +
      l.svanTower(600, 450, 170, '#b7a58a', '#57534e', '#9c8b72') +
      l.svanTower(700, 440, 200, '#c4b398', '#57534e', '#a39277') +
      l.svanTower(820, 455, 150, '#b7a58a', '#57534e', '#9c8b72') +
      k.house(880, 470, 90, 50, '#a8977c', '#57534e', 0.3) +
      k.rect(0, 470, W, 130, '#5e8c40'),
  },
  'georgia-1': {
    title: 'A Georgian supra: a long table of dishes, bread and wine under a vine',
    sky: ['#f4c48c', '#fdebd0'],
    body:
      k.hills('g1-h', 330, 30, 3, '#b08a5a') +
      k.rect(0, 40, W, 34, '#5b7a2e') +
      k.circle(620, 90, 16, '#6b2d5c') +
      k.circle(650, 96, 14, '#6b2d5c') +
      k.circle(900, 88, 16, '#6b2d5c') +
      l.feastTable(420, 390, 700, '#f8fafc', ['#b45309', '#65a30d', '#dc2626', '#f59e0b', '#7c3aed']) +
      k.rect(0, 520, W, 80, '#8a6a43'),
  },
  'georgia-2': {
    title: 'Gergeti Trinity Church on its hill below Mount Kazbek',
    sky: ['#8bbce6', '#f1f6fb'],
    body:
      k.peak(820, 60, 620, 360, '#dbe4ee', '#ffffff', 0.5) +
      k.facet(820, 60, 620, 360, '#c5d0de') +
      k.range('g2-r', 330, 30, 8, '#7f9a86') +
      k.land(
        [
          [-20, 460],
          [300, 430],
          [520, 330],
          [660, 300],
          [800, 320],
          [1000, 420],
          [1220, 440],
        ],
        '#6b8a4a',
      ) +
      l.georgianChurch(650, 305, 200, '#c8b69a', '#6b5b45', '#b3a184') +
      k.rect(0, 500, W, 100, '#5f7f40'),
  },
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
