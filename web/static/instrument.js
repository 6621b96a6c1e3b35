// The instrument page's chart: bid, ask and mid per dealer over time, from the JSON the page embeds
// (#chart-data: {dealers: [{dealer, t: [epoch ms], bid: [level|null], ask: [...], mid: [...], id: [quote id]}]}).
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
    const many = data.dealers.reduce((n, d) => n + d.t.length, 0) > 1000;
    const datasets = [];
    data.dealers.forEach((d, i) => {
      const colour = PALETTE[i % PALETTE.length];
      for (const side of ["bid", "ask", "mid"]) {
        const points = [];
        d[side].forEach((y, k) => { if (y !== null) { points.push({x: d.t[k], y: y, id: d.id[k]}); } });
        if (!points.length) { continue; }
        datasets.push({
          label: d.dealer + " " + side,
          dealer: d.dealer,
          side: side,
          data: points,
          borderColor: colour,
          backgroundColor: colour,
          borderDash: SIDES[side],
          borderWidth: side === "mid" ? 2 : 1,
          pointRadius: many ? 0 : 3,
          showLine: true,
          spanGaps: true,
        });
      }
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
