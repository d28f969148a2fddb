"""svg_plot.py — minimal line charts written directly as SVG (no matplotlib dependency)."""
import math
from xml.sax.saxutils import escape

PALETTE = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#7f7f7f",
           "#bcbd22"]


class Series:
    def __init__(self, label, points, color=None, dashed=False, marker=True):
        self.label = label
        self.points = sorted(points)
        self.color = color
        self.dashed = dashed
        self.marker = marker


def _nice_ticks(lo, hi, count=6):
    if hi <= lo:
        hi = lo + 1
    raw = (hi - lo) / count
    mag = 10 ** math.floor(math.log10(raw))
    step = min((m * mag for m in (1, 2, 2.5, 5, 10) if m * mag >= raw), default=raw)
    start = math.floor(lo / step) * step
    ticks = []
    t = start
    while t <= hi + step * 0.5:
        ticks.append(round(t, 10))
        t += step
    return ticks


def _fmt(v):
    if v == 0:
        return "0"
    if float(v).is_integer() and abs(v) < 1e7:
        return str(int(v))
    if abs(v) >= 1000 or abs(v) < 0.01:
        return f"{v:.3g}"
    return f"{v:.3g}"


def line_chart(path, title, xlabel, ylabel, series, log_x=False, log_y=False, x_ticks=None, width=760, height=460,
               y_min=None, y_max=None):
    """Writes an SVG line chart of `series` to `path`."""
    left, right, top, bottom = 70, 230, 40, 55
    pw, ph = width - left - right, height - top - bottom
    xs = [x for s in series for x, _ in s.points]
    ys = [y for s in series for _, y in s.points]
    if not xs:
        xs, ys = [1, 2], [0, 1]
    tx = (lambda v: math.log10(v)) if log_x else (lambda v: v)
    ty = (lambda v: math.log10(v)) if log_y else (lambda v: v)
    x0, x1 = min(map(tx, xs)), max(map(tx, xs))
    if x1 == x0:
        x1 = x0 + 1
    lo_y = min(ys) if y_min is None else y_min
    hi_y = max(ys) if y_max is None else y_max
    if not log_y and y_min is None:
        lo_y = min(0.0, lo_y)
    y0, y1 = ty(lo_y), ty(hi_y)
    if y1 == y0:
        y1 = y0 + 1
    pad = (y1 - y0) * 0.05
    y1 += pad
    if log_y or y_min is not None or lo_y != 0:
        y0 -= pad

    def px(v):
        return left + (tx(v) - x0) / (x1 - x0) * pw

    def py(v):
        return top + ph - (ty(v) - y0) / (y1 - y0) * ph

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="12">',
           f'<rect width="{width}" height="{height}" fill="white"/>',
           f'<text x="{left + pw / 2}" y="22" text-anchor="middle" font-size="15">{escape(title)}</text>',
           f'<rect x="{left}" y="{top}" width="{pw}" height="{ph}" fill="none" stroke="#333"/>']
    # y grid and ticks
    if log_y:
        yt = [10 ** e for e in range(math.floor(y0), math.ceil(y1) + 1)]
    else:
        yt = _nice_ticks(10 ** y0 if log_y else y0, y1)
    for v in yt:
        if v <= 0 and log_y:
            continue
        y = py(v)
        if top - 0.5 <= y <= top + ph + 0.5:
            out.append(f'<line x1="{left}" y1="{y:.1f}" x2="{left + pw}" y2="{y:.1f}" stroke="#ddd"/>')
            out.append(f'<text x="{left - 6}" y="{y + 4:.1f}" text-anchor="end">{_fmt(v)}</text>')
    # x ticks
    if x_ticks is None:
        x_ticks = sorted(set(xs)) if log_x else _nice_ticks(x0, x1)
    last_label = -1e9
    for v in x_ticks:
        x = px(v)
        if left - 0.5 <= x <= left + pw + 0.5:
            out.append(f'<line x1="{x:.1f}" y1="{top}" x2="{x:.1f}" y2="{top + ph}" stroke="#eee"/>')
            if x - last_label >= 30:  # keep labels from overlapping
                out.append(f'<text x="{x:.1f}" y="{top + ph + 16}" text-anchor="middle" font-size="10">{_fmt(v)}</text>')
                last_label = x
    out.append(f'<text x="{left + pw / 2}" y="{height - 12}" text-anchor="middle">{escape(xlabel)}</text>')
    out.append(f'<text x="16" y="{top + ph / 2}" text-anchor="middle" '
               f'transform="rotate(-90 16 {top + ph / 2})">{escape(ylabel)}</text>')
    # series
    for i, s in enumerate(series):
        color = s.color or PALETTE[i % len(PALETTE)]
        pts = [(px(x), py(y)) for x, y in s.points if (not log_y or y > 0)]
        if not pts:
            continue
        dash = ' stroke-dasharray="6,4"' if s.dashed else ""
        d = " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)
        out.append(f'<polyline points="{d}" fill="none" stroke="{color}" stroke-width="2"{dash}/>')
        if s.marker:
            for x, y in pts:
                out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3" fill="{color}"/>')
        ly = top + 10 + i * 18
        lx = left + pw + 12
        out.append(f'<line x1="{lx}" y1="{ly}" x2="{lx + 22}" y2="{ly}" stroke="{color}" stroke-width="2"{dash}/>')
        out.append(f'<text x="{lx + 28}" y="{ly + 4}" font-size="11">{escape(s.label)}</text>')
    out.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")
