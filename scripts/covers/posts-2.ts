// The posts' covers, continued from posts.ts (ADR 063).
import * as k from './kit'
import * as l from './landmarks'
import type { Scene } from './kit'

const { W } = k

export const postScenesMore: Record<string, Scene> = {
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
    shift: 0,
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
    shift: 0,
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
    shift: 0,
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
