// The instrument page's chart: bid, ask and mid per dealer over time, from the JSON the page embeds
// (#chart-data: {datasets: [{dealer, side, points: [[epoch ms, level, quote id], ...]}]}).
(function () {
  "use strict";
  const SIDES = {bid: [6, 3], ask: [2, 2], mid: []};  // dash patterns: mid solid
  const PALETTE = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf",
                   "#7f7f7f", "#bcbd22"];

  function pad(n) { return String(n).padStart(2, "0"); }
  function stamp(ms) {
    const d = new Date(ms);
    return d.getUTCFullYear() + "-" + pad(d.getUTCMonth() + 1) + "-" + pad(d.getUTCDate()) + " " +
      pad(d.getUTCHours()) + ":" + pad(d.getUTCMinutes());
  }

  function draw() {
    const canvas = document.getElementById("price-chart");
    const source = document.getElementById("chart-data");
    if (!canvas || !source || typeof Chart === "undefined") { return; }
    const data = JSON.parse(source.textContent);
    const dealers = [...new Set(data.datasets.map(s => s.dealer))].sort();
    const many = data.datasets.reduce((n, s) => n + s.points.length, 0) > 2000;
    const datasets = data.datasets.map(s => {
      const colour = PALETTE[dealers.indexOf(s.dealer) % PALETTE.length];
      return {
        label: s.dealer + " " + s.side,
        dealer: s.dealer,
        side: s.side,
        data: s.points.map(p => ({x: p[0], y: p[1], id: p[2]})),
        borderColor: colour,
        backgroundColor: colour,
        borderDash: SIDES[s.side] || [],
        borderWidth: s.side === "mid" ? 2 : 1,
        pointRadius: many ? 0 : 3,
        showLine: true,
        stepped: false,
        spanGaps: true,
      };
    });
    new Chart(canvas, {
      type: "scatter",
      data: {datasets: datasets},
      options: {
        animation: false,
        parsing: false,
        normalized: true,
        maintainAspectRatio: false,
        interaction: {mode: "nearest", intersect: false},
        scales: {
          x: {type: "linear", title: {display: true, text: "UTC"}, ticks: {callback: v => stamp(v), maxTicksLimit: 8}},
          y: {title: {display: true, text: "level"}},
        },
        plugins: {
          tooltip: {callbacks: {label: c => c.dataset.label + ": " + c.parsed.y + " at " + stamp(c.parsed.x) +
                                           " (quote " + c.raw.id + ")"}},
        },
      },
    });
    canvas.dataset.ready = "true";
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", draw);
  } else {
    draw();
  }
})();
