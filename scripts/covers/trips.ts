// The trips' covers and gallery scenes (public/images/trips/<key>.svg, <key>-1.svg, <key>-2.svg), ADR 063.
// Composition rule: the subject sits in the centre-right (x 520–900, y 100–420); the lower left, under the hero's
// title and byline, is plain sky, water or ground.
import * as k from './kit'
import * as l from './landmarks'
import type { Scene } from './kit'

const { W } = k

import { tripScenesSouth } from './trips-1'
import { tripScenesNorthAndEast } from './trips-2'

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
    shift: 0,
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
  ...tripScenesSouth,
  ...tripScenesNorthAndEast,
}
