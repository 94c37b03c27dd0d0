/* scholarkg collaboration network page: reads the JSON data block, draws it with vis-network, wires the search
   box, the legend and the info panel. Every string from the data is put into the page as text (textContent or
   a DOM element built with it), never as HTML. window.__networkStable becomes true once the network is drawn
   and physics is off; window.scholarkgNetwork and window.scholarkgSearch are there for tests. */
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("skg-data").textContent);

  function textBlock(text, className) {
    var el = document.createElement("div");
    el.className = className;
    el.textContent = text;
    return el;
  }
  function fold(s) {
    return String(s).normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
  }
  function setText(id, text) { document.getElementById(id).textContent = text; }

  var byId = {}, index = {}, suggestions = {};
  data.nodes.forEach(function (n) {
    byId[n.id] = n;
    if (typeof n.title === "string") { n.title = textBlock(n.title, "skg-tip"); }
    data.people[n.id].aliases.forEach(function (a) {
      var key = fold(a);
      (index[key] = index[key] || []).push(n.id);
      suggestions[a] = true;
    });
  });
  data.edges.forEach(function (e) {
    if (typeof e.title === "string") { e.title = textBlock(e.title, "skg-tip"); }
  });

  var nodes = new vis.DataSet(data.nodes);
  var edges = new vis.DataSet(data.edges);
  var network = new vis.Network(document.getElementById("skg-network"), { nodes: nodes, edges: edges },
                                data.options);
  window.scholarkgNetwork = network;
  window.__networkStable = false;

  function markStable() {
    if (window.__networkStable) { return; }
    network.setOptions({ physics: { enabled: false } });
    window.__networkStableMs = Math.round(performance.now());  // since navigation start
    window.__networkStable = true;
    document.body.setAttribute("data-stable", "true");
  }
  if (data.options.physics && data.options.physics.enabled) {
    network.once("stabilizationIterationsDone", markStable);
    network.once("stabilized", markStable);
  } else {
    network.once("afterDrawing", markStable);
  }

  function showInfo(id) {
    var p = data.people[id];
    if (!p) { setText("skg-info", ""); return; }
    var lines = [p.name];
    if (p.zh && p.zh !== p.name) { lines.push(p.zh); }
    if (p.institution) { lines.push(p.institution); }
    lines.push(p.papers + " paper(s), " + p.patents + " patent(s), " +
               network.getConnectedNodes(id).length + " collaborator(s)");
    lines.push("Community " + p.community);
    lines.push("Also written: " + p.aliases.join("; "));
    setText("skg-info", lines.join("\n"));
  }

  function search(query) {
    var key = fold(query);
    if (!key) { return null; }
    var hits = index[key] || [];
    if (!hits.length) {
      hits = data.nodes.filter(function (n) {
        return data.people[n.id].aliases.some(function (a) { return fold(a).indexOf(key) !== -1; });
      }).map(function (n) { return n.id; });
    }
    if (!hits.length) {
      setText("skg-status", "No person is called \u201c" + query + "\u201d.");
      return null;
    }
    var id = hits[0];
    network.selectNodes([id]);
    network.focus(id, { scale: 1.2, animation: false });
    showInfo(id);
    setText("skg-status", "Found " + data.people[id].name +
            (hits.length > 1 ? " (1 of " + hits.length + " matches)" : ""));
    window.__lastFocus = id;
    return id;
  }
  window.scholarkgSearch = search;

  var list = document.getElementById("skg-names");
  Object.keys(suggestions).sort().forEach(function (a) {
    var opt = document.createElement("option");
    opt.value = a;
    list.appendChild(opt);
  });
  var input = document.getElementById("skg-query");
  document.getElementById("skg-go").addEventListener("click", function () { search(input.value); });
  input.addEventListener("keydown", function (ev) { if (ev.key === "Enter") { ev.preventDefault(); search(input.value); } });
  network.on("selectNode", function (ev) { if (ev.nodes.length) { showInfo(ev.nodes[0]); } });

  var legend = document.getElementById("skg-legend");
  data.legend.forEach(function (c) {
    var li = document.createElement("li");
    var swatch = document.createElement("span");
    swatch.className = "swatch";
    swatch.style.background = c.color;
    li.appendChild(swatch);
    li.appendChild(document.createTextNode(c.label));
    li.addEventListener("click", function () {
      var ids = data.nodes.filter(function (n) { return data.people[n.id].community === c.community; })
                          .map(function (n) { return n.id; });
      if (c.community < 0) {
        ids = data.nodes.filter(function (n) { return data.people[n.id].community >= data.legendSize; })
                        .map(function (n) { return n.id; });
      }
      network.selectNodes(ids);
      network.fit({ nodes: ids, animation: false });
    });
    legend.appendChild(li);
  });
  setText("skg-stats", data.stats);
  setText("skg-filters", data.filters);
  if (data.note) {  // a capped network: say what is left out, at the top
    setText("skg-note", data.note);
    document.getElementById("skg-note").hidden = false;
  }
}());
