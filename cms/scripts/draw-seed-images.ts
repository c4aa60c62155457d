/**
 * Draws the seed catalogue's product photos (and the company logo) as SVG "studio renders" and
 * rasterises them with sharp into cms/src/seed/images. Vector drawings instead of photographs keep
 * the repo free of third-party image rights and make the assets reproducible.
 *
 * Run from the repo root: npx tsx cms/scripts/draw-seed-images.ts
 *
 * Firearm geometry is written in inches, bore axis at y = 0, muzzle towards +x, and scaled to fit
 * the frame at render time, so a 7.5" pistol and a 28" shotgun share the same drawing code.
 */
import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const W = 1200
const H = 800
const OUT_DIR = fileURLToPath(new URL('../src/seed/images/', import.meta.url))

// Rounded output keeps the SVG small and byte-stable between runs.
const f = (v: number): string => String(Math.round(v * 1000) / 1000)

/** Path template with rounded numbers. Only absolute M/L/Q/C/Z, so bounds can be read back. */
const d = (parts: TemplateStringsArray, ...vals: number[]): string =>
  parts.reduce((acc, part, i) => acc + part + (i < vals.length ? f(vals[i] ?? 0) : ''), '')

const box = (x: number, y: number, w: number, h: number): string =>
  d`M ${x} ${y} L ${x + w} ${y} L ${x + w} ${y + h} L ${x} ${y + h} Z`

const rbox = (x: number, y: number, w: number, h: number, radius: number): string => {
  const r = Math.min(radius, w / 2, h / 2)
  const [x1, y1] = [x + w, y + h]
  return d`M ${x + r} ${y} L ${x1 - r} ${y} Q ${x1} ${y} ${x1} ${y + r} L ${x1} ${y1 - r}
    Q ${x1} ${y1} ${x1 - r} ${y1} L ${x + r} ${y1} Q ${x} ${y1} ${x} ${y1 - r} L ${x} ${y + r}
    Q ${x} ${y} ${x + r} ${y} Z`
}

const circle = (cx: number, cy: number, r: number): string => {
  const k = r * 0.5523
  return d`M ${cx + r} ${cy} C ${cx + r} ${cy + k} ${cx + k} ${cy + r} ${cx} ${cy + r}
    C ${cx - k} ${cy + r} ${cx - r} ${cy + k} ${cx - r} ${cy}
    C ${cx - r} ${cy - k} ${cx - k} ${cy - r} ${cx} ${cy - r}
    C ${cx + k} ${cy - r} ${cx + r} ${cy - k} ${cx + r} ${cy} Z`
}

// Control points lie on the hull of each curve, so their extent is a safe bounding box.
const bounds = (path: string) => {
  const n = (path.match(/-?\d*\.?\d+/g) ?? []).map(Number)
  const b = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity }
  for (let i = 0; i + 1 < n.length; i += 2) {
    const [x, y] = [n[i] ?? 0, n[i + 1] ?? 0]
    Object.assign(b, {
      x0: Math.min(b.x0, x),
      y0: Math.min(b.y0, y),
      x1: Math.max(b.x1, x),
      y1: Math.max(b.y1, y),
    })
  }
  return b
}

const rgb = (c: string): number[] => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16))

const mix = (c: string, to: string, t: number): string => {
  const target = rgb(to)
  const ch = rgb(c).map((v, i) => Math.round(v + ((target[i] ?? v) - v) * t))
  return `#${ch.map((v) => v.toString(16).padStart(2, '0')).join('')}`
}
const lighten = (c: string, t: number) => mix(c, '#ffffff', t)
const darken = (c: string, t: number) => mix(c, '#000000', t)

const C = {
  black: '#2a2c2f',
  polymer: '#232427',
  grey: '#5f646a',
  fde: '#b09670',
  od: '#5b6347',
  wood: '#8e4d25',
  walnut: '#5c3419',
  blued: '#2b3039',
  glass: '#38506b',
  brass: '#d9c27f',
}

class Sketch {
  readonly box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity }
  readonly defs = new Map<string, string>()
  private readonly layers: string[] = []

  /** A solid part; the vertical gradient reads as a rounded, lit surface. */
  part(path: string, color: string, evenodd = false): this {
    const b = bounds(path)
    Object.assign(this.box, {
      x0: Math.min(this.box.x0, b.x0),
      y0: Math.min(this.box.y0, b.y0),
      x1: Math.max(this.box.x1, b.x1),
      y1: Math.max(this.box.y1, b.y1),
    })
    const id = `g${color.slice(1)}`
    const stops: [number, string][] = [
      [0, lighten(color, 0.32)],
      [0.3, lighten(color, 0.1)],
      [0.7, color],
      [1, darken(color, 0.38)],
    ]
    this.defs.set(
      id,
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
        .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
        .join('')}</linearGradient>`,
    )
    const rule = evenodd ? ' fill-rule="evenodd"' : ''
    this.layers.push(
      `<path d="${path}" fill="url(#${id})" stroke="${darken(color, 0.55)}"${rule}/>`,
    )
    return this
  }

  /** Slots, ports and pins: flat, unoutlined, so they read as cut into the part beneath. */
  flat(path: string, color: string, opacity = 1): this {
    this.layers.push(`<path d="${path}" fill="${color}" fill-opacity="${opacity}"/>`)
    return this
  }

  /** Wood grain or checkering: fine lines clipped to the part they decorate. */
  texture(path: string, kind: 'grain' | 'hatch', color: string, opacity: number, step = 0.3): this {
    const { x0, y0, x1, y1 } = bounds(path)
    const h = y1 - y0
    const id = `c${this.defs.size}`
    this.defs.set(id, `<clipPath id="${id}"><path d="${path}"/></clipPath>`)
    let lines = ''
    if (kind === 'grain') {
      for (let y = y0 + step / 2, i = 0; y < y1; y += step, i++) {
        const a = h * 0.12 * ((i % 3) - 1)
        lines += d`M ${x0} ${y}
          C ${x0 + (x1 - x0) * 0.35} ${y + a} ${x0 + (x1 - x0) * 0.65} ${y - a} ${x1} ${y + a / 2} `
      }
    } else {
      for (let x = x0 - h; x < x1; x += step) {
        lines += d`M ${x} ${y1} L ${x + h} ${y0} M ${x} ${y0} L ${x + h} ${y1} `
      }
    }
    this.layers.push(
      `<path d="${lines}" clip-path="url(#${id})" fill="none" stroke="${color}"
        stroke-opacity="${opacity}"/>`,
    )
    return this
  }

  get body(): string {
    return this.layers.join('')
  }
}

// Shared fittings, used across families.

function rail(sk: Sketch, x0: number, x1: number, y: number, color: string): void {
  sk.part(box(x0, y, x1 - x0, 0.36), color)
  for (let x = x0 + 0.12; x + 0.2 < x1; x += 0.394)
    sk.flat(box(x, y, 0.2, 0.13), darken(color, 0.6))
}

function redDot(sk: Sketch, x: number, railTop: number): void {
  sk.part(box(x - 0.2, railTop - 0.35, 2.5, 0.35), C.black)
  sk.part(rbox(x, railTop - 1.45, 2.1, 1.12, 0.3), C.polymer)
  sk.part(rbox(x + 1.95, railTop - 1.3, 0.22, 0.82, 0.08), C.glass)
  sk.part(circle(x + 0.95, railTop - 0.9, 0.27), C.black)
}

function magazine(
  sk: Sketch,
  x0: number,
  x1: number,
  top: number,
  len: number,
  curve: number,
  color: string,
): void {
  const yb = top + len
  sk.part(
    d`M ${x0} ${top} L ${x1} ${top}
      Q ${x1 + curve * 0.2} ${top + len * 0.6} ${x1 + curve} ${yb - 0.35}
      L ${x0 + curve + 0.25} ${yb} Q ${x0 + curve * 0.2} ${top + len * 0.6} ${x0} ${top} Z`,
    color,
  )
  // Baseplate follows the slanted bottom of the body.
  sk.part(
    d`M ${x0 + curve + 0.1} ${yb - 0.2} L ${x1 + curve + 0.12} ${yb - 0.6}
      L ${x1 + curve + 0.16} ${yb - 0.25} L ${x0 + curve + 0.18} ${yb + 0.18} Z`,
    darken(color, 0.15),
  )
  const mid = (x0 + x1) / 2
  sk.flat(
    d`M ${mid - 0.12} ${top + 0.5}
      Q ${mid + curve * 0.2} ${top + len * 0.6} ${mid + curve * 0.85} ${yb - 0.6}
      L ${mid + curve * 0.85 + 0.2} ${yb - 0.65}
      Q ${mid + curve * 0.2 + 0.2} ${top + len * 0.6} ${mid + 0.08} ${top + 0.5} Z`,
    lighten(color, 0.25),
    0.35,
  )
}

function triggerGuard(sk: Sketch, x0: number, x1: number, top: number, depth: number, c: string) {
  const t = 0.18
  sk.part(
    rbox(x0, top - 0.3, x1 - x0, depth + 0.3, 0.35) +
      rbox(x0 + t, top - 0.3, x1 - x0 - 2 * t, depth + 0.3 - t, 0.25),
    c,
    true,
  )
  const tx = x0 + (x1 - x0) * 0.45
  sk.flat(
    d`M ${tx} ${top - 0.05} Q ${tx + 0.35} ${top + 0.4} ${tx + 0.1} ${top + depth * 0.75}
      L ${tx - 0.06} ${top + depth * 0.72} Q ${tx + 0.12} ${top + 0.4} ${tx - 0.2} ${top - 0.05} Z`,
    darken(c, 0.5),
  )
}

// Families.

interface ArSpec {
  barrel: number
  handguard: number
  stock: 'collapsible' | 'precision' | 'brace'
  optic: 'irons' | 'red-dot' | 'scope'
  /** Also selects the receiver: AR-10 is larger, 'pcc' is a blowback 9mm with a stick magazine. */
  mag: 'ar15' | 'ar10' | 'pcc'
  metal: string
  furniture: string
  magColor?: string
  cheekRest?: boolean
}

function drawAr(a: ArSpec, right: boolean): Sketch {
  const sk = new Sketch()
  const big = a.mag === 'ar10'
  const U = big ? 8.2 : 7.2
  const [m0, m1] = big ? [3.6, 6.6] : [3.4, 6.0]
  const muzzle = U - 1.6 + a.barrel
  const hEnd = U + 0.1 + a.handguard
  const barrelColor = darken(C.black, 0.05)
  const cut = darken(a.metal, 0.65)

  if (a.stock === 'precision') {
    sk.part(
      d`M 0.2 -0.62 L -3.2 -0.62 L -11.2 -0.6 L -13.9 -0.7 L -14.3 -1.0 L -14.3 4.5 L -13.6 4.7
        L -12.4 3.6 L -10.4 3.0 L -9.6 3.0 L -9.6 3.9 L -9.0 4.1 L -8.6 3.0 L -5.5 1.6 L -1.6 1.15
        L 0.2 1.1 Z`,
      a.furniture,
    )
    sk.part(rbox(-10.8, -1.6, 7.4, 0.95, 0.25), lighten(a.furniture, 0.08))
    sk.part(circle(-6.8, 0.0, 0.28), C.black)
    sk.flat(rbox(-12.6, 0.6, 6.0, 0.9, 0.3), darken(a.furniture, 0.5), 0.5)
    sk.part(rbox(-14.75, -1.1, 0.5, 5.9, 0.15), C.polymer)
  } else {
    const tube = a.stock === 'brace' ? 5.6 : 7.3
    sk.part(box(-tube, -0.55, tube, 1.15), darken(a.metal, 0.1))
    sk.part(box(-0.6, -0.68, 0.6, 1.4), a.metal)
    if (a.stock === 'collapsible') {
      sk.part(
        d`M -3.4 -0.8 L -9.9 -1.0 L -10.6 -1.15 L -10.9 -1.0 L -10.9 3.9 L -10.5 4.1 L -9.4 3.1
          L -6.6 1.25 L -3.8 1.0 L -3.4 0.6 Z`,
        a.furniture,
      )
      sk.flat(d`M -9.3 1.3 L -7.0 1.15 L -9.3 2.6 Z`, darken(a.furniture, 0.6))
      if (a.cheekRest) sk.part(rbox(-10.2, -1.55, 6.0, 0.7, 0.25), a.furniture)
      sk.part(rbox(-11.25, -1.2, 0.45, 5.35, 0.15), C.polymer)
    } else {
      sk.part(
        d`M -2.4 -0.8 L -7.8 -0.95 L -8.3 -0.8 L -8.3 2.6 L -7.9 2.9 L -6.0 1.3 L -2.6 1.1
          L -2.3 0.6 Z`,
        a.furniture,
      )
      sk.flat(d`M -7.6 1.3 L -6.6 1.25 L -7.6 2.3 Z`, darken(a.furniture, 0.6))
    }
  }

  sk.part(box(U - 0.2, -0.34, muzzle - U + 0.2, 0.68), barrelColor)
  if (big) {
    sk.part(rbox(muzzle, -0.52, 2.8, 1.04, 0.12), barrelColor)
    for (let i = 0; i < 3; i++) sk.flat(box(muzzle + 0.5 + i * 0.75, -0.45, 0.35, 0.9), cut)
  } else if (a.mag === 'pcc') {
    sk.part(rbox(muzzle, -0.42, 1.2, 0.84, 0.12), barrelColor)
  } else {
    sk.part(rbox(muzzle, -0.44, 2.1, 0.88, 0.12), barrelColor)
    for (let i = 0; i < 4; i++) sk.flat(box(muzzle + 0.6 + i * 0.36, -0.44, 0.18, 0.38), cut)
  }

  const magColor = a.magColor ?? C.polymer
  if (a.mag === 'pcc') magazine(sk, m0 + 0.75, m0 + 1.95, 1.9, 7.0, 0.3, magColor)
  else if (big) magazine(sk, m0 + 0.08, m1 - 0.08, 1.9, 4.4, 0.45, magColor)
  else magazine(sk, m0 + 0.08, m1 - 0.08, 1.9, 5.4, 0.95, magColor)

  triggerGuard(sk, 1.6, m0 - 0.1, 1.5, 1.1, a.metal)
  sk.part(
    d`M 0 0.6 L ${U - 0.1} 0.6 L ${U - 0.1} 1.0 L ${m1 + 0.35} 1.45 L ${m1 + 0.35} 2.2
      L ${m0 - 0.15} 2.2 L ${m0 - 0.15} 1.5 L 0.55 1.5 L 0 1.2 Z`,
    a.metal,
  )
  if (a.mag === 'pcc') sk.part(box(m0 - 0.15, 1.75, m1 - m0 + 0.5, 0.45), C.polymer)
  sk.flat(circle(0.65, 1.0, 0.12), cut).flat(circle(U - 0.45, 0.82, 0.12), cut)
  const grip = d`M 0.3 1.4 L 2.05 1.4 Q 1.95 1.75 1.75 2.0 L 0.85 4.45 Q 0.7 4.8 0.25 4.75
    L -0.65 4.6 Q -0.95 4.5 -0.85 4.15 L 0.2 1.8 Z`
  sk.part(grip, a.furniture).texture(grip, 'hatch', darken(a.furniture, 0.6), 0.35, 0.16)

  sk.part(d`M 0 -0.85 L ${U} -0.85 L ${U} 0.6 L 0.35 0.6 L 0 0.3 Z`, a.metal)
  sk.part(d`M -0.95 -0.8 L 0 -0.8 L 0 -0.45 L -0.95 -0.45 L -1.1 -0.62 Z`, C.black)
  if (right) {
    sk.flat(rbox(2.9, -0.38, 2.4, 0.6, 0.06), cut)
    sk.flat(rbox(3.0, -0.26, 2.2, 0.36, 0.05), lighten(a.metal, 0.15))
    if (a.mag !== 'pcc') {
      sk.part(rbox(0.35, -0.32, 1.0, 0.72, 0.3), a.metal)
      sk.flat(circle(0.85, 0.04, 0.18), cut)
      sk.part(d`M 2.3 -0.55 L 2.85 -0.55 L 2.85 0.15 L 2.55 0.15 Z`, a.metal)
    }
    sk.part(circle(m1 + 0.05, 1.1, 0.17), a.metal)
  } else {
    sk.part(circle(1.3, 1.05, 0.25), a.metal)
    sk.part(d`M 1.3 0.92 L 2.35 0.86 L 2.4 1.0 L 1.3 1.16 Z`, C.black)
    sk.part(rbox(m0 - 0.6, 0.72, 0.3, 0.72, 0.08), a.metal)
  }

  sk.part(
    d`M ${U + 0.05} -0.85 L ${hEnd - 0.2} -0.85 L ${hEnd} -0.6 L ${hEnd} 0.75 L ${hEnd - 0.2} 0.95
      L ${U + 0.05} 0.95 Z`,
    a.metal,
  )
  for (let x = U + 0.9; x + 1.2 < hEnd - 0.3; x += 1.65) {
    sk.flat(rbox(x, -0.22, 1.1, 0.36, 0.18), cut)
    sk.flat(rbox(x + 0.3, 0.48, 0.5, 0.2, 0.1), cut, 0.7)
  }
  rail(sk, 0, hEnd, -1.2, a.metal)

  if (a.optic === 'scope') {
    const cy = -2.85
    sk.part(box(1.0, -1.55, 5.4, 0.35), C.black)
    sk.part(
      d`M -2.2 ${cy - 0.8} L -0.1 ${cy - 0.8} L 0.5 ${cy - 0.5} L 0.5 ${cy + 0.5} L -0.1 ${cy + 0.8}
        L -2.2 ${cy + 0.8} Z`,
      C.black,
    )
    sk.part(box(0.5, cy - 0.5, 7.4, 1.0), C.black)
    sk.part(box(3.3, cy - 1.35, 1.1, 0.85), C.black)
    sk.part(circle(3.85, cy, 0.5), darken(C.black, 0.1))
    sk.part(
      d`M 7.9 ${cy - 0.5} L 9.6 ${cy - 1.0} L 12.3 ${cy - 1.0} L 12.3 ${cy + 1.0} L 9.6 ${cy + 1.0}
        L 7.9 ${cy + 0.5} Z`,
      C.black,
    )
    sk.flat(box(12.25, cy - 0.85, 0.1, 1.7), C.glass)
    sk.part(box(1.6, cy - 0.62, 0.75, -1.2 - cy + 0.27), C.black)
    sk.part(box(5.3, cy - 0.62, 0.75, -1.2 - cy + 0.27), C.black)
  } else if (a.optic === 'red-dot') {
    redDot(sk, 2.3, -1.2)
  }
  if (a.optic !== 'scope') {
    sk.part(
      d`M 0.4 -1.2 L 1.6 -1.2 L 1.5 -1.55 L 1.15 -1.6 L 1.05 -2.15 L 0.7 -2.15 L 0.6 -1.55 Z`,
      C.black,
    )
    const x = hEnd - 1.2
    sk.part(
      d`M ${x} -1.2 L ${x + 1.0} -1.2 L ${x + 0.75} -1.55 L ${x + 0.6} -2.25 L ${x + 0.45} -2.25
        L ${x + 0.3} -1.55 Z`,
      C.black,
    )
  }
  return sk
}

interface AkSpec {
  barrel: number
  stock: 'wood' | 'folder'
  furniture: string
  metal: string
  mag: string
  tactical?: boolean
}

function drawAk(a: AkSpec, right: boolean): Sketch {
  const sk = new Sketch()
  const R = 10.3
  const muzzle = 8.7 + a.barrel
  const gasX = 19.5
  const fs = muzzle - 2.2
  const wood = !a.tactical
  const cut = darken(a.metal, 0.65)
  const dressed = (path: string, c: string) => {
    sk.part(path, c)
    if (wood) sk.texture(path, 'grain', darken(c, 0.45), 0.3, 0.28)
  }

  if (a.stock === 'wood') {
    dressed(
      d`M 0.1 -0.35 L -10.4 0.35 L -10.9 0.3 L -10.9 5.0 L -10.4 5.05 L -3.0 1.95
        Q -1.5 1.6 -0.8 1.5 L 0.1 1.2 Z`,
      a.furniture,
    )
    sk.part(rbox(-11.25, 0.2, 0.45, 4.95, 0.12), darken(a.metal, 0.2))
  } else {
    sk.part(
      d`M 0.2 -0.4 L -10.3 -0.25 L -11 -0.25 L -11 4.4 L -10.2 4.45 L -2.0 1.7 L 0.2 1.2 Z` +
        d`M -1.6 0.25 L -9.8 0.35 L -9.8 3.85 L -2.9 1.5 Z`,
      a.furniture,
      true,
    )
    sk.part(rbox(-11.35, -0.45, 0.55, 5.05, 0.2), C.polymer)
    sk.part(box(-0.3, -0.5, 0.7, 1.75), a.metal)
  }

  sk.part(box(R - 0.2, -0.33, muzzle - R + 0.2, 0.66), a.metal)
  sk.part(rbox(11.2, -1.15, gasX - 11.2, 0.65, 0.3), a.metal)
  sk.part(
    d`M ${gasX} -1.2 L ${gasX + 1.2} -1.2 L ${gasX + 1.6} -0.4 L ${gasX + 1.6} 0.45
      L ${gasX} 0.45 Z`,
    a.metal,
  )
  sk.part(box(18.4, 0.45, fs - 18.2, 0.16), a.metal)
  sk.part(box(fs, -0.5, 1.4, 1.25), a.metal)
  sk.part(
    d`M ${fs + 0.3} -0.5 L ${fs + 0.42} -1.6 L ${fs + 0.58} -1.6 L ${fs + 0.6} -0.9
      L ${fs + 0.8} -0.9 L ${fs + 0.82} -1.6 L ${fs + 0.98} -1.6 L ${fs + 1.1} -0.5 Z`,
    a.metal,
  )
  sk.flat(box(fs + 0.66, -1.4, 0.08, 0.55), a.metal)
  if (a.tactical) {
    sk.part(rbox(muzzle, -0.46, 2.2, 0.92, 0.12), a.metal)
    for (let i = 0; i < 3; i++) sk.flat(box(muzzle + 0.5 + i * 0.5, -0.46, 0.22, 0.4), cut)
  } else {
    sk.part(
      d`M ${muzzle} -0.4 L ${muzzle + 1.05} -0.4 L ${muzzle + 1.45} 0.4 L ${muzzle} 0.4 Z`,
      a.metal,
    )
  }

  magazine(sk, 6.95, 9.3, 1.05, 7.4, 3.0, a.mag)
  triggerGuard(sk, 4.1, 6.85, 1.15, 0.95, a.metal)
  sk.part(box(0, -0.45, R, 1.6), a.metal)
  const grip = d`M 2.8 1.1 L 4.1 1.1 Q 3.8 2.5 3.35 4.3 Q 3.2 4.7 2.7 4.6 L 1.9 4.45
    Q 1.55 4.3 1.7 3.9 Z`
  dressed(grip, a.tactical ? a.furniture : darken(a.furniture, 0.25))
  sk.part(d`M 0.15 -0.35 Q 0.2 -0.8 0.75 -0.8 L 9.2 -0.8 L 9.2 -0.3 L 0.15 -0.3 Z`, a.metal)
  sk.part(d`M 9.1 -0.3 L 9.1 -0.95 L 10.2 -1.2 L 11.3 -1.05 L 11.3 0.35 L 9.1 0.35 Z`, a.metal)
  sk.flat(d`M 9.3 -1.05 L 10.9 -1.3 L 10.9 -1.15 L 9.3 -0.93 Z`, cut)
  for (const [x, y] of [
    [0.9, 0.8],
    [1.5, 0.8],
    [7.3, 0.85],
    [8.0, 0.85],
    [8.7, 0.85],
    [9.7, 0.6],
  ] as const)
    sk.flat(circle(x, y, 0.1), cut)
  sk.flat(rbox(6.95, 0.1, 2.2, 0.35, 0.15), cut, 0.25)

  if (right) {
    sk.flat(box(5.2, -0.3, 3.3, 0.28), cut)
    sk.part(
      d`M 0.9 0.2 L 7.3 0.02 L 7.8 0.28 L 7.3 0.46 L 1.3 0.62 L 0.75 0.95 L 0.6 0.62 Z`,
      darken(a.metal, 0.1),
    )
  } else if (!a.tactical) {
    sk.part(box(4.6, -0.2, 4.0, 0.5), a.metal)
    for (let x = 4.8; x < 8.5; x += 0.5) sk.flat(box(x, -0.2, 0.2, 0.12), cut)
  }

  if (a.tactical) {
    const lower = d`M 10.9 -0.4 L 18.3 -0.4 L 18.3 0.9 Q 18.3 1.2 18.0 1.2 L 11.2 1.2
      Q 10.9 1.2 10.9 0.9 Z`
    sk.part(box(11.0, -1.25, 7.3, 0.85), a.furniture)
    sk.part(lower, a.furniture)
    for (let x = 11.6; x < 17.2; x += 1.6)
      sk.flat(rbox(x, 0.2, 1.1, 0.34, 0.17), darken(a.furniture, 0.6))
    rail(sk, 0.6, 9.2, -1.16, a.metal)
    rail(sk, 11.0, 18.3, -1.6, a.metal)
    redDot(sk, 3.6, -1.16)
  } else {
    dressed(rbox(11.2, -1.3, 6.4, 0.85, 0.35), a.furniture)
    dressed(
      d`M 10.9 -0.4 L 18.2 -0.4 Q 18.4 0.4 17.9 1.05 Q 14.5 1.45 11.5 1.15 Q 10.9 0.9 10.9 -0.4 Z`,
      a.furniture,
    )
    sk.part(box(18.1, -0.45, 0.45, 1.45), a.metal)
  }
  return sk
}

interface ShotgunSpec {
  barrel: number
  stock: 'pistol' | 'field'
  furniture: string
  metal: string
  /** How far the magazine tube and the forend reach past the receiver. */
  tube: number
  forend: number
}

function drawShotgun(a: ShotgunSpec, right: boolean): Sketch {
  const sk = new Sketch()
  const R = 9
  const muzzle = 5.6 + a.barrel
  const field = a.stock === 'field'
  const cut = darken(a.metal, 0.65)
  const tubeEnd = R + a.tube
  const fEnd = R + a.forend
  const dressed = (path: string, c: string, hatch?: string) => {
    sk.part(path, c)
    if (field) sk.texture(path, 'grain', darken(c, 0.45), 0.3, 0.32)
    if (hatch) sk.texture(hatch, 'hatch', darken(c, 0.55), 0.45, 0.14)
  }

  if (field) {
    dressed(
      d`M 0.2 -0.55 L -2.8 -0.3 Q -3.6 -0.2 -4.6 0.0 L -14.2 0.55 L -14.2 5.5 L -4.9 2.75
        Q -3.6 2.4 -3.0 3.2 L -2.6 3.4 Q -1.9 2.3 0.6 1.65 L 0.2 1.1 Z`,
      a.furniture,
      d`M -2.7 3.0 L -1.5 2.1 L -0.2 1.6 L -0.3 0.5 L -1.6 0.75 L -2.8 1.9 Z`,
    )
    sk.part(rbox(-14.75, 0.45, 0.6, 5.2, 0.15), '#2e2622')
  } else {
    sk.part(
      d`M 0.2 -0.7 L -12.2 -0.35 L -12.6 -0.35 L -12.6 4.7 L -12.0 4.8 L -6.8 2.5
        Q -6.0 2.25 -4.0 2.25 L -1.6 2.35 L -0.3 1.7 L 0.2 1.2 Z`,
      a.furniture,
    )
    sk.part(rbox(-13.1, -0.45, 0.6, 5.35, 0.15), C.polymer)
    const grip = d`M 0.0 1.5 L 1.6 1.5 Q 1.4 2.1 1.2 2.4 L 0.2 4.8 Q -0.1 5.1 -0.6 5.0 L -1.4 4.8
      Q -1.6 4.6 -1.5 4.3 L -0.5 1.9 Z`
    sk.part(grip, a.furniture).texture(grip, 'hatch', darken(a.furniture, 0.6), 0.35, 0.16)
  }

  sk.part(box(R - 0.2, -0.42, muzzle - R + 0.2, 0.84), a.metal)
  sk.part(box(R, 0.44, tubeEnd - R, 0.9), a.metal)
  sk.part(rbox(tubeEnd, 0.34, 1.1, 1.1, 0.3), a.metal)
  for (let x = tubeEnd + 0.2; x < tubeEnd + 1.0; x += 0.14)
    sk.flat(box(x, 0.4, 0.05, 0.98), cut, 0.6)
  sk.part(box(tubeEnd - 0.55, -0.5, 0.5, 1.9), a.metal)
  if (field) {
    sk.part(box(R + 0.3, -0.74, muzzle - R - 0.4, 0.13), a.metal)
    for (let x = R + 0.5; x < muzzle - 0.3; x += 0.9) sk.part(box(x, -0.62, 0.16, 0.22), a.metal)
    sk.flat(circle(muzzle - 0.25, -0.84, 0.09), C.brass)
    sk.flat(circle(R + 13, -0.82, 0.06), '#e8e4d8')
  } else {
    sk.part(box(muzzle - 1.5, -0.62, 1.0, 0.22), a.metal)
    sk.part(
      d`M ${muzzle - 1.4} -0.62 L ${muzzle - 1.3} -1.25 L ${muzzle - 1.15} -1.25
        L ${muzzle - 1.1} -0.85 L ${muzzle - 0.9} -0.85 L ${muzzle - 0.85} -1.25
        L ${muzzle - 0.7} -1.25 L ${muzzle - 0.6} -0.62 Z`,
      a.metal,
    )
  }

  const forend = d`M ${R + 0.1} -0.5 L ${fEnd - 0.3} -0.5 Q ${fEnd} -0.45 ${fEnd} 0.0 L ${fEnd} 1.45
    Q ${fEnd} 1.8 ${fEnd - 0.5} 1.85 L ${R + 0.5} 1.9 Q ${R + 0.1} 1.85 ${R + 0.1} 1.4 Z`
  if (field) {
    dressed(forend, a.furniture, rbox(R + 1.6, 0.3, a.forend - 3.2, 1.15, 0.4))
  } else {
    sk.part(forend, a.furniture)
    for (let y = 0.15; y < 1.5; y += 0.42)
      sk.flat(rbox(R + 1.0, y, a.forend - 2.0, 0.16, 0.08), darken(a.furniture, 0.6))
  }

  triggerGuard(sk, 1.2, 4.4, 1.6, 1.1, a.metal)
  sk.part(
    d`M 0 -0.55 Q 0.1 -1.1 0.9 -1.1 L ${R} -1.1 L ${R} 1.65 L 0.5 1.65 Q 0 1.55 0 1.1 Z`,
    a.metal,
  )
  sk.flat(circle(1.5, 1.2, 0.12), cut).flat(circle(6.8, 1.2, 0.12), cut)
  if (right) {
    sk.flat(rbox(3.0, -0.62, 3.3, 0.9, 0.1), cut)
    sk.part(rbox(3.1, -0.5, 3.1, 0.62, 0.06), lighten(a.metal, 0.2))
    sk.part(rbox(4.2, -0.42, 0.55, 0.5, 0.12), lighten(a.metal, 0.2))
    sk.part(circle(4.45, -0.17, 0.28), lighten(a.metal, 0.25))
  } else {
    sk.part(circle(4.9, 1.1, 0.2), lighten(a.metal, 0.2))
  }
  if (!field) {
    rail(sk, 1.6, R - 0.3, -1.46, a.metal)
    sk.part(
      d`M 5.9 -1.46 L 7.9 -1.46 L 7.75 -2.6 L 7.45 -2.6 L 7.35 -1.95 L 6.45 -1.95 L 6.35 -2.6
        L 6.05 -2.6 Z`,
      a.metal,
    )
    sk.part(circle(6.9, -2.3, 0.32) + circle(6.9, -2.3, 0.15), a.metal, true)
  }
  return sk
}

interface PistolSpec {
  slide: number
  grip: number
  slideColor: string
  frame: string
  frontSerrations: boolean
}

function drawPistol(a: PistolSpec, right: boolean): Sketch {
  const sk = new Sketch()
  const S = a.slide
  const gb = 1.2 + a.grip
  // ~20 degree grip rake, ~2" deep front to back.
  const fb = 2.35 - 0.36 * (gb - 1.55)
  const bb = 0.2 - 0.36 * (gb - 1.3)
  const cut = darken(a.slideColor, 0.7)
  const metal = '#3a3d42'

  sk.part(rbox(bb - 0.05, gb - 0.15, fb - bb + 0.2, 0.38, 0.1), darken(a.frame, 0.2))
  sk.part(
    d`M 2.5 1.0 L 4.85 1.0 L 4.85 1.9 Q 4.85 2.15 4.6 2.15 L 3.0 2.15 Q 2.55 2.15 2.45 1.6 Z` +
      d`M 2.72 1.0 L 4.67 1.0 L 4.67 1.8 Q 4.67 1.97 4.5 1.97 L 3.1 1.97 Q 2.75 1.97 2.65 1.6 Z`,
    a.frame,
    true,
  )
  const frame = d`M -0.45 0.75 Q -0.5 0.45 -0.1 0.45 L ${S - 0.2} 0.45 L ${S - 0.2} 1.05 L 4.8 1.05
    L 2.55 1.15 Q 2.35 1.3 2.35 1.55 L ${fb} ${gb - 0.1} Q ${fb} ${gb} ${fb - 0.15} ${gb}
    L ${bb + 0.1} ${gb} Q ${bb} ${gb} ${bb} ${gb - 0.15} L 0.2 1.3 Q 0.1 0.95 -0.45 0.75 Z`
  sk.part(frame, a.frame)
  sk.texture(
    d`M 0.45 1.55 L 2.05 1.7 L ${fb - 0.25} ${gb - 0.35} L ${bb + 0.3} ${gb - 0.35} Z`,
    'hatch',
    darken(a.frame, 0.6),
    0.45,
    0.09,
  )
  for (let x = S - 1.3; x < S - 0.4; x += 0.35)
    sk.flat(box(x, 0.72, 0.15, 0.33), darken(a.frame, 0.5))
  sk.flat(d`M 3.3 1.0 Q 3.65 1.4 3.45 1.8 L 3.3 1.78 Q 3.45 1.4 3.1 1.0 Z`, darken(a.frame, 0.55))

  sk.part(
    d`M 0 -0.35 Q 0 -0.6 0.25 -0.6 L ${S - 0.55} -0.6 Q ${S - 0.05} -0.6 ${S} -0.2 L ${S} 0.55
      L 0 0.55 Z`,
    a.slideColor,
  )
  sk.flat(box(0.05, 0.3, S - 0.1, 0.05), cut, 0.5)
  for (let i = 0; i < 8; i++) {
    const x = 0.35 + i * 0.18
    sk.flat(d`M ${x} -0.42 L ${x + 0.09} -0.42 L ${x + 0.02} 0.22 L ${x - 0.07} 0.22 Z`, cut)
  }
  if (a.frontSerrations) {
    for (let i = 0; i < 5; i++) {
      const x = S - 1.75 + i * 0.18
      sk.flat(d`M ${x} -0.42 L ${x + 0.09} -0.42 L ${x + 0.02} 0.22 L ${x - 0.07} 0.22 Z`, cut)
    }
  }
  // Optics-ready slide: the cover plate sits proud of the slide top behind the port.
  sk.part(rbox(1.0, -0.68, 1.6, 0.12, 0.04), lighten(a.slideColor, 0.08))
  sk.part(d`M 0.15 -0.6 L 0.85 -0.6 L 0.8 -0.9 L 0.25 -0.9 Z`, a.slideColor)
  sk.part(box(S - 0.8, -0.85, 0.24, 0.25), a.slideColor)
  sk.flat(circle(S - 0.68, -0.74, 0.05), '#f1eee2')
  if (right) {
    sk.flat(rbox(2.7, -0.6, 1.9, 0.5, 0.05), cut)
    sk.part(box(2.8, -0.58, 1.7, 0.38), '#8b8f94')
  } else {
    sk.part(rbox(2.3, 0.5, 1.4, 0.22, 0.1), metal)
    sk.part(rbox(4.25, 0.58, 0.3, 0.38, 0.08), metal)
    sk.part(rbox(2.55, 1.12, 0.32, 0.3, 0.08), darken(a.frame, 0.2))
  }
  sk.flat(circle(1.1, 0.85, 0.07), cut).flat(circle(4.0, 0.85, 0.07), cut)
  return sk
}

// Composition.

interface View {
  tint: readonly [string, string]
  /** Draw the gun's right side, muzzle to the left, as a real second photo would show it. */
  right?: boolean
  /** Close-up: gun coordinates to centre on and the magnification over the full-length fit. */
  zoom?: { x: number; y: number; k: number }
}

function compose(sk: Sketch, v: View): string {
  const { x0, y0, x1, y1 } = sk.box
  const s = Math.min(1080 / (x1 - x0), 540 / (y1 - y0)) * (v.zoom?.k ?? 1)
  const sx = v.right ? -s : s
  const fx = v.zoom?.x ?? (x0 + x1) / 2
  const fy = v.zoom?.y ?? (y0 + y1) / 2
  const cy = v.zoom ? H / 2 : 360
  const tx = W / 2 - sx * fx
  const ty = cy - s * fy
  const floor = ty + s * y1 + 34
  const shadowX = tx + sx * ((x0 + x1) / 2)
  const half = (s * (x1 - x0)) / 2
  const [top, bottom] = v.tint
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"
    viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop
  offset="0.62" stop-color="${mix(top, bottom, 0.55)}"/><stop offset="1"
  stop-color="${bottom}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="#fff"
  stop-opacity="0.75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<filter id="soft" filterUnits="userSpaceOnUse" x="0" y="0" width="${W}"
  height="${H}"><feGaussianBlur stdDeviation="14"/></filter>
<filter id="contact" filterUnits="userSpaceOnUse" x="0" y="0" width="${W}"
  height="${H}"><feGaussianBlur stdDeviation="5"/></filter>
${[...sk.defs.values()].join('\n')}
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
<ellipse cx="${f(shadowX)}" cy="${f(floor)}" rx="${f(half * 0.95)}" ry="18" fill="#000"
  opacity="0.22" filter="url(#soft)"/>
<ellipse cx="${f(shadowX)}" cy="${f(floor - 4)}" rx="${f(half * 0.7)}" ry="5" fill="#000"
  opacity="0.18" filter="url(#contact)"/>
<g transform="translate(${f(tx)} ${f(ty)}) scale(${f(sx)} ${f(s)})" stroke-width="${f(1.3 / s)}"
  stroke-linejoin="round">${sk.body}</g>
</svg>`
}

const studio = ['#f7f8fa', '#d8dce1'] as const
const warm = ['#f9f6f1', '#ddd5c9'] as const
const cool = ['#f2f6fa', '#ccd6e1'] as const
const sage = ['#f4f6f2', '#d3d9cc'] as const

interface Product {
  name: string
  draw: (right: boolean) => Sketch
  views: View[]
}

const products: Product[] = [
  {
    name: 'sog-15-carbine',
    draw: (r) =>
      drawAr(
        {
          barrel: 16,
          handguard: 12,
          stock: 'collapsible',
          optic: 'irons',
          mag: 'ar15',
          metal: C.black,
          furniture: C.polymer,
        },
        r,
      ),
    views: [
      { tint: studio },
      { tint: cool, right: true },
      { tint: warm, zoom: { x: 2.6, y: 2.7, k: 2.3 } },
    ],
  },
  {
    name: 'sog-15-midlength',
    draw: (r) =>
      drawAr(
        {
          barrel: 18,
          handguard: 14,
          stock: 'collapsible',
          optic: 'red-dot',
          mag: 'ar15',
          metal: C.fde,
          furniture: darken(C.fde, 0.08),
          magColor: darken(C.fde, 0.05),
          cheekRest: true,
        },
        r,
      ),
    views: [{ tint: warm }, { tint: studio, right: true }],
  },
  {
    name: 'sog-10-marksman',
    draw: (r) =>
      drawAr(
        {
          barrel: 20,
          handguard: 15,
          stock: 'precision',
          optic: 'scope',
          mag: 'ar10',
          metal: C.grey,
          furniture: C.polymer,
        },
        r,
      ),
    views: [{ tint: studio }, { tint: cool, right: true }],
  },
  {
    name: 'sog-ak-classic',
    draw: (r) =>
      drawAk({ barrel: 16, stock: 'wood', furniture: C.wood, metal: C.black, mag: '#34363a' }, r),
    views: [{ tint: warm }, { tint: studio, right: true }],
  },
  {
    name: 'sog-ak-tactical',
    draw: (r) =>
      drawAk(
        {
          barrel: 16,
          stock: 'folder',
          furniture: C.polymer,
          metal: C.black,
          mag: C.polymer,
          tactical: true,
        },
        r,
      ),
    views: [{ tint: cool }],
  },
  {
    name: 'sog-15-sbr',
    draw: (r) =>
      drawAr(
        {
          barrel: 10.5,
          handguard: 9,
          stock: 'brace',
          optic: 'red-dot',
          mag: 'ar15',
          metal: C.black,
          furniture: C.polymer,
        },
        r,
      ),
    views: [{ tint: sage }],
  },
  {
    name: 'sog-300-pistol',
    draw: (r) =>
      drawAr(
        {
          barrel: 7.5,
          handguard: 5.6,
          stock: 'brace',
          optic: 'red-dot',
          mag: 'ar15',
          metal: C.grey,
          furniture: C.polymer,
        },
        r,
      ),
    views: [{ tint: studio }],
  },
  {
    name: 'sog-12-tactical',
    draw: (r) =>
      drawShotgun(
        {
          barrel: 18.5,
          stock: 'pistol',
          furniture: C.polymer,
          metal: C.black,
          tube: 13.5,
          forend: 9.5,
        },
        r,
      ),
    views: [{ tint: cool }, { tint: studio, right: true }],
  },
  {
    name: 'sog-12-field',
    draw: (r) =>
      drawShotgun(
        { barrel: 28, stock: 'field', furniture: C.walnut, metal: C.blued, tube: 11, forend: 10.5 },
        r,
      ),
    views: [{ tint: warm }],
  },
  {
    name: 'sog-p9',
    draw: (r) =>
      drawPistol(
        { slide: 7.4, grip: 3.4, slideColor: C.black, frame: C.polymer, frontSerrations: true },
        r,
      ),
    views: [{ tint: studio }, { tint: cool, right: true }],
  },
  {
    name: 'sog-p9-compact',
    draw: (r) =>
      drawPistol(
        { slide: 6.6, grip: 2.7, slideColor: C.black, frame: C.od, frontSerrations: false },
        r,
      ),
    views: [{ tint: sage }],
  },
  {
    name: 'sog-9-pcc',
    draw: (r) =>
      drawAr(
        {
          barrel: 16,
          handguard: 13,
          stock: 'collapsible',
          optic: 'red-dot',
          mag: 'pcc',
          metal: C.black,
          furniture: C.polymer,
        },
        r,
      ),
    views: [{ tint: studio }],
  },
]

// A geometric monogram drawn from strokes, because fonts on build machines are not guaranteed.
function logoSvg(): string {
  const navy = '#1b2a4a'
  const brass = '#b8914a'
  const shield = 'M 256 36 L 444 96 L 444 248 Q 444 398 256 478 Q 68 398 68 248 L 68 96 Z'
  const ticks = [0, 90, 180, 270]
    .map((deg) => {
      const [c, s] = [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)]
      return d`M ${256 + c * 112} ${262 + s * 112} L ${256 + c * 150} ${262 + s * 150}`
    })
    .join(' ')
  const letters = [
    'M 206 224 Q 200 204 176 204 Q 150 204 150 226 Q 150 244 178 250 Q 208 257 208 280',
    'Q 208 302 178 302 Q 152 302 146 282',
    'M 256 204 C 286 204 290 232 290 253 C 290 274 286 302 256 302',
    'C 226 302 222 274 222 253 C 222 232 226 204 256 204 Z',
    'M 364 222 Q 356 204 336 204 Q 306 204 306 253 Q 306 302 336 302 Q 366 302 366 262 L 340 262',
  ].join(' ')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<path d="${shield}" fill="${navy}" stroke="${brass}" stroke-width="14" stroke-linejoin="round"/>
<path d="M 256 66 L 416 118 L 416 248 Q 416 378 256 448 Q 96 378 96 248 L 96 118 Z" fill="none"
  stroke="${brass}" stroke-opacity="0.45" stroke-width="3"/>
<circle cx="256" cy="262" r="126" fill="none" stroke="${brass}" stroke-width="8"/>
<path d="${ticks}" stroke="${brass}" stroke-width="8" stroke-linecap="round"/>
<path transform="translate(256 262) scale(0.76) translate(-256 -253)" d="${letters}" fill="none"
  stroke="${brass}" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`
}

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true })
  const written: string[] = []
  for (const p of products) {
    for (const [i, view] of p.views.entries()) {
      const name = `${p.name}${i === 0 ? '' : `-${i + 1}`}.jpg`
      const svg = compose(p.draw(view.right ?? false), view)
      await sharp(Buffer.from(svg))
        .jpeg({ quality: 80, progressive: true, mozjpeg: true })
        .toFile(join(OUT_DIR, name))
      written.push(name)
    }
  }
  await sharp(Buffer.from(logoSvg()))
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(OUT_DIR, 'company-logo.png'))
  written.push('company-logo.png')

  // Read back from disk so the table reflects what actually ships, not what was requested.
  const rows = []
  for (const file of written) {
    const buf = await readFile(join(OUT_DIR, file))
    const { format, width, height } = await sharp(buf).metadata()
    rows.push({ file, format, width, height, kB: Math.round(buf.length / 102.4) / 10 })
  }
  console.table(rows)
}

await main()
