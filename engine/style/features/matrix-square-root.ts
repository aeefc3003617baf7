/**
 * The square root of a channel-correlation (Gram) matrix, the normalisation that made bilinear
 * pooling work for fine-grained recognition ("improved bilinear pooling", Lin & Maji 2017): it
 * evens out the few dominant directions of a Gram matrix, so that the head sees the shape of the
 * correlations rather than the loudest channel. Measured on our folds: +1.1 points of top-1 over
 * the signed square root of each entry (decision record 0004).
 *
 * Exact, through the symmetric eigen-decomposition: plain JavaScript, deterministic, the same
 * in Node and the browser. The matrices are small (24 to 96 channels): milliseconds.
 */

/**
 * Takes the upper triangle of a symmetric c x c matrix (row by row, diagonal included, as the
 * network's pooled vector holds it) and returns the upper triangle of its principal square root
 * (negative eigenvalues, which only rounding can make, count as zero).
 */
export function sqrtOfUpperTriangle(triangle: ArrayLike<number>, c: number): Float64Array {
  if (triangle.length !== (c * (c + 1)) / 2) throw new Error(`a ${c} x ${c} upper triangle has ${(c * (c + 1)) / 2} values`);
  const a = new Float64Array(c * c);
  let k = 0;
  for (let i = 0; i < c; i++)
    for (let j = i; j < c; j++) {
      const v = Number(triangle[k++]);
      a[i * c + j] = v;
      a[j * c + i] = v;
    }
  const { values, vectors } = symmetricEigen(a, c);
  const out = new Float64Array(triangle.length);
  const roots = values.map((v) => Math.sqrt(Math.max(0, v)));
  k = 0;
  for (let i = 0; i < c; i++)
    for (let j = i; j < c; j++) {
      let s = 0;
      for (let e = 0; e < c; e++) s += vectors[i * c + e]! * roots[e]! * vectors[j * c + e]!;
      out[k++] = s;
    }
  return out;
}

/**
 * Eigenvalues and eigenvectors (columns of `vectors`, row-major c x c) of a symmetric matrix:
 * Householder reduction to tridiagonal form, then the implicit QL method (tred2 and tql2 of the
 * EISPACK lineage, as in JAMA). About ten times faster than cyclic Jacobi at 96 channels.
 */
export function symmetricEigen(matrix: Float64Array, c: number): { values: Float64Array; vectors: Float64Array } {
  const v = Float64Array.from(matrix);
  const d = new Float64Array(c);
  const e = new Float64Array(c);
  if (c === 0) return { values: d, vectors: v };
  tridiagonalise(v, d, e, c);
  diagonalise(v, d, e, c);
  return { values: d, vectors: v };
}

/** Householder reduction of v (in place) to tridiagonal form: diagonal d, sub-diagonal e. */
function tridiagonalise(v: Float64Array, d: Float64Array, e: Float64Array, n: number): void {
  for (let j = 0; j < n; j++) d[j] = v[(n - 1) * n + j]!;
  for (let i = n - 1; i > 0; i--) {
    let scale = 0;
    let h = 0;
    for (let k = 0; k < i; k++) scale += Math.abs(d[k]!);
    if (scale === 0) {
      e[i] = d[i - 1]!;
      for (let j = 0; j < i; j++) {
        d[j] = v[(i - 1) * n + j]!;
        v[i * n + j] = 0;
        v[j * n + i] = 0;
      }
    } else {
      for (let k = 0; k < i; k++) {
        d[k]! /= scale;
        h += d[k]! * d[k]!;
      }
      let f = d[i - 1]!;
      let g = Math.sqrt(h);
      if (f > 0) g = -g;
      e[i] = scale * g;
      h -= f * g;
      d[i - 1] = f - g;
      for (let j = 0; j < i; j++) e[j] = 0;
      for (let j = 0; j < i; j++) {
        f = d[j]!;
        v[j * n + i] = f;
        g = e[j]! + v[j * n + j]! * f;
        for (let k = j + 1; k <= i - 1; k++) {
          g += v[k * n + j]! * d[k]!;
          e[k]! += v[k * n + j]! * f;
        }
        e[j] = g;
      }
      f = 0;
      for (let j = 0; j < i; j++) {
        e[j]! /= h;
        f += e[j]! * d[j]!;
      }
      const hh = f / (h + h);
      for (let j = 0; j < i; j++) e[j]! -= hh * d[j]!;
      for (let j = 0; j < i; j++) {
        f = d[j]!;
        g = e[j]!;
        for (let k = j; k <= i - 1; k++) v[k * n + j]! -= f * e[k]! + g * d[k]!;
        d[j] = v[(i - 1) * n + j]!;
        v[i * n + j] = 0;
      }
    }
    d[i] = h;
  }
  // Accumulate the transformations.
  for (let i = 0; i < n - 1; i++) {
    v[(n - 1) * n + i] = v[i * n + i]!;
    v[i * n + i] = 1;
    const h = d[i + 1]!;
    if (h !== 0) {
      for (let k = 0; k <= i; k++) d[k] = v[k * n + i + 1]! / h;
      for (let j = 0; j <= i; j++) {
        let g = 0;
        for (let k = 0; k <= i; k++) g += v[k * n + i + 1]! * v[k * n + j]!;
        for (let k = 0; k <= i; k++) v[k * n + j]! -= g * d[k]!;
      }
    }
    for (let k = 0; k <= i; k++) v[k * n + i + 1] = 0;
  }
  for (let j = 0; j < n; j++) {
    d[j] = v[(n - 1) * n + j]!;
    v[(n - 1) * n + j] = 0;
  }
  v[(n - 1) * n + n - 1] = 1;
  e[0] = 0;
}

/** Implicit QL iterations on the tridiagonal (d, e), accumulating the rotations into v. */
function diagonalise(v: Float64Array, d: Float64Array, e: Float64Array, n: number): void {
  for (let i = 1; i < n; i++) e[i - 1] = e[i]!;
  e[n - 1] = 0;
  let f = 0;
  let tst1 = 0;
  const eps = 2 ** -52;
  for (let l = 0; l < n; l++) {
    tst1 = Math.max(tst1, Math.abs(d[l]!) + Math.abs(e[l]!));
    let m = l;
    while (m < n && Math.abs(e[m]!) > eps * tst1) m++;
    if (m > l) {
      for (let iter = 0; iter < 100; iter++) {
        let g = d[l]!;
        let p = (d[l + 1]! - g) / (2 * e[l]!);
        let r = Math.hypot(p, 1);
        if (p < 0) r = -r;
        d[l] = e[l]! / (p + r);
        d[l + 1] = e[l]! * (p + r);
        const dl1 = d[l + 1]!;
        let h = g - d[l]!;
        for (let i = l + 2; i < n; i++) d[i]! -= h;
        f += h;
        p = d[m]!;
        let cos = 1;
        let cos2 = cos;
        let cos3 = cos;
        const el1 = e[l + 1]!;
        let sin = 0;
        let sin2 = 0;
        for (let i = m - 1; i >= l; i--) {
          cos3 = cos2;
          cos2 = cos;
          sin2 = sin;
          g = cos * e[i]!;
          h = cos * p;
          r = Math.hypot(p, e[i]!);
          e[i + 1] = sin * r;
          sin = e[i]! / r;
          cos = p / r;
          p = cos * d[i]! - sin * g;
          d[i + 1] = h + sin * (cos * g + sin * d[i]!);
          for (let k = 0; k < n; k++) {
            h = v[k * n + i + 1]!;
            v[k * n + i + 1] = sin * v[k * n + i]! + cos * h;
            v[k * n + i] = cos * v[k * n + i]! - sin * h;
          }
        }
        p = (-sin * sin2 * cos3 * el1 * e[l]!) / dl1;
        e[l] = sin * p;
        d[l] = cos * p;
        if (!(Math.abs(e[l]!) > eps * tst1)) break;
      }
    }
    d[l]! += f;
    e[l] = 0;
  }
}
