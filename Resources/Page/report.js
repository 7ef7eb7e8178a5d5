(function () {
  'use strict';
  var NS = 'http://www.w3.org/2000/svg';
  var svg = document.querySelector('svg.hs-drawing');
  var status = document.getElementById('status');
  var probeSection = document.getElementById('probe');
  var whyAnswer = document.getElementById('why-answer');
  var paneVerdict = document.getElementById('pane-verdict');
  var answerPane = document.getElementById('answer-pane');
  // The pane shows the answer asked last at its top, without scrolling the page.
  function lead(element) {
    answerPane.prepend(element);
    answerPane.scrollTop = 0;
  }
  // On a narrow screen the pane sits above the drawing and the forms: an answer asked from them is brought into view
  // once written. On a wide one the pane is beside them and always on screen, and nothing moves.
  function leadInView(element) {
    lead(element);
    requestAnimationFrame(function () {
      var box = element.getBoundingClientRect();
      if (box.height > 0 && (box.top < 0 || box.top > innerHeight - 48)) element.scrollIntoView({ block: 'start' });
    });
  }
  var current = null;
  var answerCache = {};
  // The engine's data, deflated in base64 (PageDataBlock.swift): the browser's own DecompressionStream reads it
  // once, as the page opens; the page answers from it when it has (window.hitscopeReady), and nothing before.
  var parsed = null, names = null;
  function data() { return parsed; }
  function readData() {
    var text = atob(document.getElementById('hs-data').textContent);
    var bytes = new Uint8Array(text.length);
    for (var i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
    return new Response(stream).text().then(JSON.parse);
  }
  function viewNamed(name) {
    if (!names) {
      names = new Map();
      data().views.forEach(function (view, index) { names.set(view, index); });
      // A name with control or bidirectional characters is suggested as the page shows it: that works too.
      var labels = data().labels;
      Object.keys(labels).forEach(function (index) { if (!names.has(labels[index])) names.set(labels[index], Number(index)); });
    }
    return names.has(name) ? names.get(name) : -1;
  }
  svg.classList.add('js');
  fillTapSteps();
  var probeLayer = svgEl('g', { 'class': 'layer layer-probe' });
  var highlightLayer = svgEl('g', { 'class': 'layer layer-highlight' });
  svg.appendChild(probeLayer);
  svg.appendChild(highlightLayer);

  function el(tag, attributes, children) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (key) { node.setAttribute(key, attributes[key]); });
    (children || []).forEach(function (child) {
      node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
    });
    return node;
  }
  function svgEl(tag, attributes) {
    var node = document.createElementNS(NS, tag);
    Object.keys(attributes).forEach(function (key) { node.setAttribute(key, attributes[key]); });
    return node;
  }
  function label(view) { return data().labels[String(view)] || data().views[view]; }
  function num(value) { return String(Math.round(value * 10) / 10); }
  function pointText(x, y) { return '(' + num(x) + ', ' + num(y) + ')'; }
  function sections() { return Array.prototype.slice.call(document.querySelectorAll('section.tap')); }
  function stepsOf(section) { return Array.prototype.slice.call(section.querySelectorAll('ol.steps > li')); }
  function activeSection() { return sections().filter(function (s) { return s.dataset.key === current; })[0] || null; }

  // Highlights: a copy of the view's outline on top of everything.
  function showView(view, kind) {
    var old = highlightLayer.querySelector('.hl-' + kind);
    if (old) old.remove();
    var shape = view === null || view === undefined || view < 0 ? null : document.getElementById('hs-v' + view);
    if (!shape) return;
    highlightLayer.appendChild(svgEl('path', { d: shape.getAttribute('d'), 'class': 'hl hl-' + kind }));
  }

  function select(key) {
    current = key;
    svg.querySelectorAll('g.layer-tap').forEach(function (layer) {
      layer.classList.toggle('on', key === 'tap-' + layer.dataset.tap);
    });
    sections().forEach(function (section) { section.classList.toggle('active', section.dataset.key === key); });
    document.querySelectorAll('.tap-nav a').forEach(function (link) {
      link.setAttribute('aria-current', link.dataset.key === key ? 'true' : 'false');
    });
    if (key && key.indexOf('tap-') === 0) {
      probeLayer.replaceChildren();
      probeSection.hidden = true;
    }
    var section = activeSection();
    // The answer pane leads with the selected touch's verdict, as its section words it.
    var verdict = section && section.querySelector('.verdict');
    paneVerdict.replaceChildren();
    if (verdict) {
      var title = section.querySelector('h2');
      if (title) paneVerdict.appendChild(el('p', { 'class': 'pane-title' }, [title.textContent]));
      paneVerdict.appendChild(verdict.cloneNode(true));
      lead(paneVerdict);
    }
    var focused = section && section.querySelector('ol.steps > li.current');
    showView(focused ? Number(focused.dataset.view) : null, 'focus');
  }

  // What sticks over the column an element is in (the phone's small drawing, the answer pane beside the
  // drawing): the bottom edge of whatever is stuck at the top of the screen above it.
  function coveredTop(element) {
    var box = element.getBoundingClientRect(), bottom = 0;
    [svg, answerPane, document.querySelector('section.figure')].forEach(function (sticky) {
      if (!sticky || sticky.contains(element) || getComputedStyle(sticky).position !== 'sticky') return;
      var r = sticky.getBoundingClientRect();
      if (r.top <= 1 && r.height > 0 && r.left < box.right && r.right > box.left) bottom = Math.max(bottom, r.bottom);
    });
    return bottom;
  }
  // Keeps an element in view and out from under sticky elements, scrolling as little as it takes.
  function keepInView(element) {
    var box = element.getBoundingClientRect(), top = coveredTop(element) + 8;
    if (box.top < top) window.scrollBy(0, box.top - top);
    else if (box.bottom > innerHeight - 8) window.scrollBy(0, Math.min(box.bottom - innerHeight + 8, box.top - top));
  }

  function focusStep(item, updateHash) {
    var section = item.closest('section.tap');
    if (section.dataset.key !== current) {
      // Another touch: the answer pane changes above the step; the step stays where it was clicked.
      var before = item.getBoundingClientRect().top;
      select(section.dataset.key);
      var shift = item.getBoundingClientRect().top - before;
      if (shift) window.scrollBy(0, shift);
    }
    stepsOf(section).forEach(function (other) {
      other.tabIndex = -1;
      other.classList.remove('current');
    });
    item.tabIndex = 0;
    item.classList.add('current');
    if (document.activeElement !== item) item.focus({ preventScroll: true });
    var view = Number(item.dataset.view);
    showView(view, 'focus');
    svg.querySelectorAll('g.badge.current').forEach(function (badge) { badge.classList.remove('current'); });
    var layer = svg.querySelector('g.layer-tap.on');
    var badge = layer && layer.querySelector('g.badge[data-view="' + view + '"]');
    if (badge) badge.classList.add('current');
    if (updateHash && item.id) history.replaceState(null, '', '#' + item.id);
    keepInView(item);
  }

  // Steps: hover and focus highlight their view; arrow keys walk them. Audit findings outline theirs.
  document.addEventListener('focusin', function (event) {
    var item = event.target.closest && event.target.closest('ol.steps > li');
    if (item) focusStep(item, true);
    var finding = event.target.closest && event.target.closest('ol.findings > li');
    if (finding) showView(Number(finding.dataset.view), 'focus');
  });
  // The views the page lists: steps, the responder chain, the why list, audit findings and the touch areas.
  var LISTED_VIEWS = 'ol.steps > li, ol.chain > li[data-view], dt[data-view], ol.findings > li, table.areas tr[data-view]';
  document.addEventListener('mouseover', function (event) {
    var item = event.target.closest && event.target.closest(LISTED_VIEWS);
    showView(item ? Number(item.dataset.view) : null, 'hover');
  });
  // The screenshot under the outlines: shown, faded or hidden (the control, or the s key).
  var shot = document.getElementById('shot-fade');
  function applyShot() {
    svg.classList.toggle('shot-faded', shot.value === 'faded');
    svg.classList.toggle('shot-hidden', shot.value === 'hidden');
    say(status, 'Screenshot: ' + shot.value + '.');
  }
  if (shot) shot.addEventListener('change', applyShot);

  document.addEventListener('keydown', function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    var target = event.target;
    if (target.closest && target.closest('input, textarea, select, button, summary')) return;
    if (event.key === 's' && shot) {
      event.preventDefault();
      shot.selectedIndex = (shot.selectedIndex + 1) % shot.options.length;
      applyShot();
      return;
    }
    if (event.key === 'i') {
      var viewed = target.closest ? target.closest(LISTED_VIEWS) : null;
      if (viewed && parsed) { event.preventDefault(); inspect(Number(viewed.dataset.view)); }
      return;
    }
    var keys = ['ArrowRight', 'ArrowLeft', 'Home', 'End'];
    if (keys.indexOf(event.key) < 0) return;
    var item = target.closest ? target.closest('ol.steps > li') : null;
    if (!item && (event.key === 'Home' || event.key === 'End')) return;
    var section = item ? item.closest('section.tap') : activeSection();
    if (!section) return;
    var items = stepsOf(section);
    if (!items.length) return;
    var index = items.indexOf(item || section.querySelector('ol.steps > li.current'));
    var next = event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1
      : event.key === 'ArrowRight' ? Math.min(index + 1, items.length - 1) : Math.max(index - 1, 0);
    event.preventDefault();
    focusStep(items[next], true);
  });

  // The touch-area overlay.
  var toggle = document.getElementById('touch-toggle');
  var touchKey = document.querySelector('details.touch-key');
  function applyToggle() {
    svg.classList.toggle('show-touch', toggle.checked);
    // The key of the colours opens with the overlay.
    if (touchKey && toggle.checked) touchKey.open = true;
  }
  toggle.addEventListener('change', applyToggle);
  applyToggle();

  // Clicks on the drawing.
  function toScene(clientX, clientY) {
    var point = new DOMPoint(clientX, clientY).matrixTransform(svg.getScreenCTM().inverse());
    return { x: point.x, y: point.y };
  }
  function clickMode() {
    var checked = document.querySelector('input[name="click-mode"]:checked');
    return checked ? checked.value : 'trace';
  }
  svg.addEventListener('click', function (event) {
    if (!parsed) return;
    var badge = event.target.closest('g.badge');
    var section = activeSection();
    if (badge && section) {
      var item = section.querySelector('ol.steps > li[data-step="' + badge.dataset.step + '"]');
      if (item) { focusStep(item, true); return; }
    }
    var point = toScene(event.clientX, event.clientY);
    if (event.altKey || clickMode() === 'inspect') {
      pick(point, event.clientX + ',' + event.clientY);
    } else if (clickMode() === 'why') {
      var views = drawnAt(point.x, point.y);
      if (!views) { leadInView(whyAnswer); askForDrawn(whyAnswer, point.x, point.y); return; }
      if (!views.length) { say(whyAnswer, 'No view is drawn at ' + pointText(point.x, point.y) + '.'); return; }
      explain(views[0]);
    } else {
      probe(point.x, point.y, true);
    }
  });

  // The inspector: all a view has, as the engine's ViewFacts word it (embedded; nothing is computed here).
  var inspector = document.getElementById('inspector');
  var lastPick = null;
  function pick(point, where) {
    var views = drawnAt(point.x, point.y);
    if (!views) { inspector.hidden = false; leadInView(inspector); askForDrawn(inspector, point.x, point.y); return; }
    if (!views.length) { inspector.hidden = false; say(inspector, 'No view is drawn at ' + pointText(point.x, point.y) + '.'); return; }
    // A second click at the same place goes one view deeper.
    var index = lastPick && lastPick.where === where ? (lastPick.index + 1) % views.length : 0;
    lastPick = { where: where, index: index };
    inspect(views[index]);
  }
  function inspect(view) {
    inspector.hidden = false;
    var facts = data().inspector;
    if (!facts) {
      inspector.replaceChildren(el('strong', {}, [label(view) + ': ']),
        'this scene has too many views for the page to embed what each has. Ask the engine: ',
        el('code', { 'class': 'mono' }, ['hitscope inspect ' + shellQuote(data().scene.file) + ' --view ' + shellQuote(data().views[view])]));
      return;
    }
    var list = el('dl', {}, []);
    facts.views[view].forEach(function (fact) {
      list.appendChild(el('dt', {}, [facts.labels[fact[0]]]));
      list.appendChild(el('dd', {}, [fact[1]]));
    });
    inspector.replaceChildren(el('h3', {}, ['Inspector: ' + label(view)]), list);
    leadInView(inspector);
    showView(view, 'inspected');
    history.replaceState(null, '', '#view-' + encodeURIComponent(data().views[view]));
  }
  // Alt+click on a view the page lists (a step, a responder, a finding) inspects it too.
  // A step's number is its permalink: a plain click selects the step where it is (the browser's own jump to the
  // fragment would put it at the top of the screen, under the sticky answer pane or drawing).
  document.addEventListener('click', function (event) {
    var link = event.target.closest && event.target.closest('ol.steps > li > a.n');
    if (!link || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    focusStep(link.parentElement, true);
  });
  document.addEventListener('click', function (event) {
    if (!parsed || !event.altKey || !event.target.closest || event.target.closest('svg.hs-drawing')) return;
    var item = event.target.closest(LISTED_VIEWS);
    if (!item) return;
    event.preventDefault();
    inspect(Number(item.dataset.view));
  });
  document.getElementById('inspect-form').addEventListener('submit', function (event) {
    event.preventDefault();
    if (!parsed) return;
    var name = document.getElementById('inspect-view').value;
    var view = viewNamed(name);
    if (view < 0) { inspector.hidden = false; say(inspector, 'No view is named ' + JSON.stringify(name) + ' in this scene.'); return; }
    inspect(view);
  });

  // The views drawn at a point, front to back, clipping included: looked up in the engine's map of the canvas's
  // 1-point cells (DrawnViewMap), never tested here. Null when the scene is too large for the page to hold the map.
  function drawnAt(x, y) {
    var map = data().drawn;
    if (!map) return null;
    var column = Math.floor(x) - map.x, row = Math.floor(y) - map.y;
    if (!(column >= 0 && row >= 0 && column < map.width && row < map.height)) return [];
    var runs = map.rows[row], stack = 0;
    for (var i = 0, start = 0; i < runs.length; i += 2) {
      start += runs[i];
      if (column < start) { stack = runs[i + 1]; break; }
    }
    var views = [];
    for (; stack > 0; stack = map.stacks[2 * stack + 1]) views.push(map.stacks[2 * stack]);
    return views;
  }
  // What the page says where it holds no drawn-view map: the engine answers.
  function askForDrawn(node, x, y) {
    node.replaceChildren('This scene has too many views for the page to embed which views are drawn at each point. Ask the engine about a view here: ',
      el('code', { 'class': 'mono' }, ['hitscope why ' + shellQuote(data().scene.file) + ' --at ' + num(x) + ',' + num(y) + ' --view NAME']));
  }

  // The engine's region map: which traced point stands for a clicked cell.
  function regionAt(x, y) {
    var row = data().regions.rows[y];
    for (var i = 0, start = 0; i < row.length; i += 2) {
      start += row[i];
      if (x < start) return row[i + 1];
    }
    return -1;
  }

  function say(node, text) { node.replaceChildren(text ? document.createTextNode(text) : ''); }

  // The answers at a tap, or a region's as ReportData.WhyNot.compact writes them: [firstNew, deciding, code, …],
  // one pair per view in view order; code is twice m plus 1 for a marked reason, m 0 for the region's next new
  // message (firstNew, firstNew + 1, …) and else the message's index plus 1. Each entry: [view, deciding, message(, 1)].
  function answers(key) {
    if (answerCache[key]) return answerCache[key];
    var parts = key.split('-');
    var map = new Map();
    if (parts[0] === 'tap') {
      (data().whyNot.taps[Number(parts[1])] || []).forEach(function (entry) { map.set(entry[0], entry); });
    } else {
      var list = data().whyNot.regions[Number(parts[1])] || [];
      for (var i = 1, view = 0, next = list[0]; i + 1 < list.length; i += 2, view++) {
        var code = list[i + 1], m = Math.floor(code / 2);
        var entry = [view, list[i], m === 0 ? next++ : m - 1];
        if (code % 2) entry.push(1);
        map.set(view, entry);
      }
    }
    answerCache[key] = map;
    return map;
  }
  function answerKey() {
    if (current === 'probe') return probeSection.dataset.region ? 'region-' + probeSection.dataset.region : null;
    return current;
  }
  function currentPoint() {
    var section = activeSection();
    return section ? [Number(section.dataset.x), Number(section.dataset.y)] : null;
  }
  function shellQuote(text) { return "'" + text.replace(/'/g, "'\\''") + "'"; }
  function whyCommand(view, point) {
    return 'hitscope why ' + shellQuote(data().scene.file) + ' --at ' + num(point[0]) + ',' + num(point[1]) + ' --view ' + shellQuote(data().views[view]);
  }
  // An embedded answer's words: the engine's, and for a reason marked as such (entry[3]), the engine's sentence
  // around the command that proves its fixes at the answer's point.
  function answerText(entry, point) {
    var text = data().whyNot.messages[entry[2]];
    if (!entry[3]) return text;
    var ask = data().whyNot.askForFixes;
    return text + ' ' + ask[0] + whyCommand(entry[0], point) + ask[1];
  }
  function explain(view) {
    leadInView(whyAnswer);
    var key = answerKey();
    if (!key) { say(whyAnswer, 'Select a tap or trace a point first.'); return; }
    var entry = answers(key).get(view);
    var title = activeSection().querySelector('h2').textContent;
    var answeredAt = currentPoint();
    if (key.indexOf('region-') === 0) {
      var point = data().regions.traces[Number(key.slice(7))].point;
      answeredAt = point;
      title += ' (answered for ' + pointText(point[0], point[1]) + ', the first point of its region: the same steps)';
    }
    if (!entry) {
      whyAnswer.replaceChildren(el('strong', {}, [label(view) + ' — ' + title + ': ']),
        'this page holds no answer for this view here (the scene is too large to embed every answer). Ask the engine: ',
        el('code', { 'class': 'mono' }, [whyCommand(view, currentPoint())]));
      showView(null, 'decider');
      return;
    }
    whyAnswer.replaceChildren(el('strong', {}, [title + ': ']), answerText(entry, answeredAt));
    showView(entry[1] === view ? null : entry[1], 'decider');
  }
  document.getElementById('why-form').addEventListener('submit', function (event) {
    event.preventDefault();
    if (!parsed) return;
    var name = document.getElementById('why-view').value;
    var view = viewNamed(name);
    if (view < 0) { say(whyAnswer, 'No view is named ' + JSON.stringify(name) + ' in this scene.'); return; }
    explain(view);
  });

  // A point traced by the engine ahead of time: its region's steps, chain and answers.
  function probe(x, y, updateHash) {
    var size = data().scene.size;
    probeSection.replaceChildren();
    probeSection.hidden = false;
    probeSection.dataset.key = 'probe';
    probeSection.dataset.x = num(x);
    probeSection.dataset.y = num(y);
    delete probeSection.dataset.region;
    delete probeSection.dataset.hit;
    probeLayer.replaceChildren();
    var title = el('h2', { id: 'probe-title', tabindex: '-1' }, ['Point ' + pointText(x, y)]);
    probeSection.appendChild(title);
    var cx = Math.floor(x), cy = Math.floor(y);
    if (!(x >= 0 && y >= 0 && x < size[0] && y < size[1]) || cx >= data().regions.width || cy >= data().regions.height) {
      probeSection.appendChild(el('p', { 'class': 'summary' }, ['This point is outside the screen: a touch cannot start there.']));
      say(status, 'Point ' + pointText(x, y) + ' is outside the screen.');
      select('probe');
      return;
    }
    var region = regionAt(cx, cy);
    var traced = data().regions.traces[region];
    var lines = data().regions.lines;
    probeSection.dataset.region = String(region);
    var hit = traced.hit;
    probeSection.dataset.hit = String(hit);
    var hitText = hit >= 0 ? label(hit) + ' (' + traced.hitClass + ')' : 'none — no window takes this point';
    // The answer first: the engine's verdict of a tap here, as the taps' sections give it.
    // Its lines: who took it, the summary, the view drawn here that missed it (when there is one), the rule.
    var last = traced.verdict.length - 1;
    probeSection.appendChild(el('div', { 'class': 'verdict' }, traced.verdict.map(function (line, index) {
      var kind = index === 0 ? 'taken' : index === 1 ? 'verdict-summary' : index === last ? 'rule' : 'missed';
      return el('p', { 'class': kind }, [lines[line]]);
    })));
    probeSection.appendChild(el('p', { 'class': 'summary' }, [el('strong', {}, ['Hit-test view: ']), hitText]));
    probeSection.appendChild(el('p', { 'class': 'note' }, [
      'Looked up, not computed: every point of the 1-point cell (' + cx + ', ' + cy + ') and of its whole region takes the same steps. ' +
      'The engine traced the region\u2019s first point, ' + pointText(traced.point[0], traced.point[1]) + '; the coordinates below are that point\u2019s.']));
    probeSection.appendChild(el('h3', {}, ['Hit-testing, step by step']));
    var list = el('ol', { 'class': 'steps', 'aria-label': 'Steps for point ' + pointText(x, y) });
    for (var i = 0, index = 0; i < traced.steps.length; i += 5, index++) {
      var view = traced.steps[i + 1], depth = traced.steps[i + 2], number = traced.steps[i + 4];
      var outcome = data().outcomes[traced.steps[i + 3]];
      list.appendChild(stepRow(index, outcome, depth, view, number, lines[traced.steps[i]]));
      if (number) {
        var shape = document.getElementById('hs-v' + view);
        if (shape) probeLayer.appendChild(svgEl('path', { d: shape.getAttribute('d'), 'class': 'po o-' + outcome }));
      }
    }
    probeSection.appendChild(list);
    probeSection.appendChild(el('h3', {}, ['Responder chain']));
    probeSection.appendChild(chainList(traced.chain));
    probeSection.appendChild(el('ul', { 'class': 'delivery' }, traced.delivery.map(function (line) { return el('li', {}, [lines[line]]); })));
    probeSection.appendChild(el('h3', {}, ['Why not these views?']));
    var drawn = drawnAt(x, y);
    var why = el('dl', { 'class': 'why' });
    if (!drawn) {
      var ask = el('dd', {}, []);
      askForDrawn(ask, x, y);
      why.appendChild(ask);
      drawn = [];
    }
    drawn = drawn.filter(function (view) { return view !== hit; });
    var known = answers('region-' + region);
    drawn.forEach(function (view) {
      var entry = known.get(view);
      why.appendChild(el('dt', { 'data-view': String(view) }, [label(view)]));
      why.appendChild(el('dd', {}, entry ? [answerText(entry, traced.point)] : ['No answer embedded for this view here; ask the engine: ', el('code', { 'class': 'mono' }, [whyCommand(view, [x, y])])]));
    });
    if (!drawn.length && data().drawn) why.appendChild(el('dd', {}, ['No other view is drawn at this point.']));
    probeSection.appendChild(why);
    var mark = svgEl('g', { 'class': 'probe-mark' });
    mark.appendChild(svgEl('circle', { cx: String(x), cy: String(y), r: '6' }));
    mark.appendChild(svgEl('path', { d: 'M' + (x - 12) + ' ' + y + 'H' + (x + 12) + 'M' + x + ' ' + (y - 12) + 'V' + (y + 12) }));
    probeLayer.appendChild(mark);
    select('probe');
    say(status, 'Point ' + pointText(x, y) + ': the hit-test view is ' + (hit >= 0 ? label(hit) : 'none') + '.');
    if (updateHash) {
      history.replaceState(null, '', '#point-' + num(x) + '-' + num(y));
      probeSection.scrollIntoView({ block: 'nearest' });
    }
  }

  // A row from the page's one template (RowMarkup.swift), as the taps' sections are written: its number is not
  // a permalink here, as a traced point's steps have no anchors of their own.
  function fromTemplate(id) { return document.getElementById(id).content.firstElementChild.cloneNode(true); }
  function stepRow(index, outcome, depth, view, visit, words) {
    var row = fromTemplate('step-row');
    row.className = 'o-' + outcome + ' d' + Math.min(depth, 24);
    row.dataset.view = String(view);
    row.dataset.step = String(index);
    row.tabIndex = index === 0 ? 0 : -1;
    var number = row.querySelector('.n');
    number.removeAttribute('href');
    number.removeAttribute('aria-label');
    number.setAttribute('aria-hidden', 'true');
    number.textContent = String(index + 1);
    var dot = row.querySelector('.dot');
    if (visit) {
      dot.className = 'dot o-' + outcome;
      dot.setAttribute('aria-label', 'visit ' + visit);
      dot.textContent = String(visit);
    } else {
      dot.remove();
    }
    row.querySelector('.t').textContent = words;
    return row;
  }

  // The taps' steps are written plain (RowMarkup.plainStep: the words, outcome, depth, view and visit); as the page
  // opens each becomes the template's full row, as a traced point's, with its permalink id (tap-N-step-M) and its
  // number that links to it.
  function fillTapSteps() {
    document.querySelectorAll('section.tap ol.steps').forEach(function (list) {
      var tap = list.closest('section.tap').id;
      Array.prototype.slice.call(list.children).forEach(function (plain, index) {
        var outcome = (/(?:^| )o-(\S*)/.exec(plain.className) || ['', ''])[1];
        var depth = Number((/(?:^| )d(\d+)/.exec(plain.className) || ['', '0'])[1]);
        var row = stepRow(index, outcome, depth, Number(plain.dataset.view), Number(plain.dataset.visit || 0), plain.textContent);
        row.id = tap + '-step-' + (index + 1);
        var number = row.querySelector('.n');
        number.removeAttribute('aria-hidden');
        number.setAttribute('href', '#' + row.id);
        number.setAttribute('aria-label', 'Step ' + (index + 1) + ', permalink');
        plain.replaceWith(row);
      });
    });
  }

  function chainList(chain) {
    var template = document.getElementById('chain-row');
    var list = el('ol', { 'class': 'chain', 'aria-label': template.dataset.label });
    chain.forEach(function (link) {
      var row = fromTemplate('chain-row');
      row.className = link.handled ? 'received handled' : link.received ? 'received' : 'unreached';
      if (link.view !== undefined && link.view !== null) row.dataset.view = String(link.view);
      row.querySelector('.name').textContent = link.name;
      row.querySelector('.kind').textContent = link.kind + ' \u00b7 ' + link.state;
      list.appendChild(row);
    });
    if (!chain.length) list.appendChild(el('li', {}, [template.dataset.none]));
    return list;
  }

  document.getElementById('probe-form').addEventListener('submit', function (event) {
    event.preventDefault();
    if (!parsed) return;
    var x = Number(document.getElementById('probe-x').value), y = Number(document.getElementById('probe-y').value);
    probe(x, y, true);
    document.getElementById('probe-title').focus();
  });

  // A fragment as text: percent-decoded, or as it is when it is not valid percent-encoding (#%E0%A4%A): a link
  // anyone can write must not stop the page.
  function fragmentText() {
    try {
      return decodeURIComponent(location.hash);
    } catch (error) {
      return location.hash;
    }
  }

  // Permalinks: #tap-2, #tap-2-step-5, #point-X-Y, #view-NAME (the inspector).
  function followHash() {
    var hash = fragmentText();
    var named = /^#view-(.+)$/.exec(hash);
    if (named && viewNamed(named[1]) >= 0) {
      if (!current) selectFirstTap();
      inspect(viewNamed(named[1]));
      return true;
    }
    var match = /^#tap-(\d+)(?:-step-(\d+))?$/.exec(hash);
    if (match) {
      var section = document.getElementById('tap-' + match[1]);
      if (!section) return false;
      var item = match[2] && document.getElementById('tap-' + match[1] + '-step-' + match[2]);
      if (item) {
        item.scrollIntoView({ block: 'center' });
        focusStep(item, false);
      } else {
        select(section.dataset.key);
      }
      return true;
    }
    match = /^#point-(-?\d+(?:\.\d+)?)-(-?\d+(?:\.\d+)?)$/.exec(hash);
    if (match) {
      probe(Number(match[1]), Number(match[2]), false);
      probeSection.scrollIntoView({ block: 'start' });
      return true;
    }
    return false;
  }
  function selectFirstTap() {
    var first = document.querySelector('section.tap[data-key^="tap-"]');
    if (first) select(first.dataset.key);
  }
  Promise.resolve().then(readData).then(function (value) {
    parsed = value;
    window.addEventListener('hashchange', followHash);
    if (!followHash()) selectFirstTap();
    window.hitscopeReady = true;
  }, function () {
    // A browser without DecompressionStream: the drawing and the taps' sections still read; the answers cannot.
    say(paneVerdict, 'This browser could not read the answers this page holds (they need DecompressionStream: Chrome 80, ' +
      'Firefox 113, Safari 16.4 or later). The drawing and the taps below are all there.');
    lead(paneVerdict);
  });
})();
