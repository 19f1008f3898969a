// The two small scripts of the guests' photo pages, served as files (the pages' CSP allows scripts from
// our own origin only): /api/photos/upload.js and /api/photos/slideshow.js. Plain ES2017 for any phone's
// browser; each reads its page's facts from <script type="application/json" id="photo-page">.

/**
 * The upload page: the chosen photos are sent one at a time (XMLHttpRequest, for its upload progress),
 * each with its own row (progress, then sent or the server's error in the page's language); a busy
 * server's 503/429 with Retry-After is waited out and tried again, up to five times.
 */
export const UPLOAD_SCRIPT = String.raw`(function () {
  "use strict";
  var facts = JSON.parse(document.getElementById("photo-page").textContent);
  var t = facts.texts;
  var input = document.getElementById("photo-files");
  var nameInput = document.getElementById("photo-name");
  var list = document.getElementById("photo-list");
  var status = document.getElementById("photo-status");
  var chooseLabel = document.getElementById("photo-choose-label");
  var queue = [];
  var busy = false;
  var sentCount = 0;
  var failedCount = 0;
  var batch = 0;
  var batchDone = 0;

  function fill(text, values) {
    return text.replace(/\{\{(\w+)\}\}/g, function (whole, key) {
      return key in values ? String(values[key]) : whole;
    });
  }
  function say(text) { status.textContent = text; }

  function row(file) {
    var li = document.createElement("li");
    li.className = "photo-row";
    var name = document.createElement("span");
    name.className = "photo-row__name";
    name.textContent = file.name || "";
    var bar = document.createElement("progress");
    bar.max = 100;
    bar.value = 0;
    bar.setAttribute("aria-label", file.name || t.sending);
    var state = document.createElement("span");
    state.className = "photo-row__state";
    state.textContent = t.waiting;
    li.appendChild(name);
    li.appendChild(bar);
    li.appendChild(state);
    list.appendChild(li);
    return { li: li, bar: bar, state: state };
  }

  function errorText(xhr) {
    try {
      var body = JSON.parse(xhr.responseText);
      if (body && body.errorDescription) return body.errorDescription[facts.language] || body.message;
    } catch (e) {}
    return t.network;
  }

  function send(item, attempt) {
    var xhr = new XMLHttpRequest();
    var form = new FormData();
    form.append("file", item.file, item.file.name || "photo.jpg");
    xhr.open("POST", facts.uploadUrl);
    var guestName = nameInput.value.trim();
    if (guestName) xhr.setRequestHeader("x-guest-name", encodeURIComponent(guestName));
    item.view.state.textContent = t.sending;
    item.view.li.className = "photo-row photo-row--sending";
    xhr.upload.onprogress = function (event) {
      if (event.lengthComputable) item.view.bar.value = Math.round((event.loaded / event.total) * 100);
    };
    xhr.onload = function () {
      if (xhr.status === 201 || xhr.status === 200) {
        item.view.bar.value = 100;
        item.view.state.textContent = t.sent;
        item.view.li.className = "photo-row photo-row--sent";
        sentCount += 1;
        batchDone += 1;
        return next();
      }
      var retry = Number(xhr.getResponseHeader("retry-after"));
      if ((xhr.status === 503 || (xhr.status === 429 && retry > 0)) && attempt < 5) {
        item.view.state.textContent = t.waiting;
        return setTimeout(function () { send(item, attempt + 1); }, (retry > 0 ? retry : 5) * 1000);
      }
      fail(item, errorText(xhr));
    };
    xhr.onerror = function () { fail(item, t.network); };
    xhr.send(form);
  }

  function fail(item, text) {
    item.view.state.textContent = t.failed + ": " + text;
    item.view.li.className = "photo-row photo-row--failed";
    failedCount += 1;
    batchDone += 1;
    next();
  }

  function next() {
    var item = queue.shift();
    if (!item) {
      busy = false;
      var words = sentCount === 1 ? t.thanksOne : fill(t.thanks, { count: sentCount });
      if (sentCount === 0) words = "";
      if (failedCount > 0) words = (words ? words + " " : "") + fill(t.someFailed, { count: failedCount });
      say(words);
      chooseLabel.textContent = t.chooseMore;
      input.disabled = false;
      return;
    }
    busy = true;
    say(fill(t.uploading, { done: batchDone + 1, count: batch }));
    send(item, 0);
  }

  input.addEventListener("change", function () {
    var files = Array.prototype.slice.call(input.files || []);
    if (files.length === 0) return;
    if (!busy) { sentCount = 0; failedCount = 0; batch = 0; batchDone = 0; }
    batch += files.length;
    files.forEach(function (file) { queue.push({ file: file, view: row(file) }); });
    input.value = "";
    if (!busy) {
      next();
    }
  });
})();
`;

/**
 * The slideshow: every approved photo in turn, cross-fading every 7 s; a new one is shown next. The
 * stream (EventSource, which reconnects by itself) sends the whole list on connecting ("snapshot"),
 * then "photo" and "removed"; "closed" ends the show (a new key, sharing turned off).
 */
export const SLIDESHOW_SCRIPT = String.raw`(function () {
  "use strict";
  var facts = JSON.parse(document.getElementById("photo-page").textContent);
  var layers = [document.getElementById("slide-a"), document.getElementById("slide-b")];
  var empty = document.getElementById("slides-empty");
  var full = document.getElementById("slides-fullscreen");
  var slides = [];
  var upNext = [];
  var shownId = null;
  var front = 0;
  var timer = null;
  var SHOW_MS = 7000;
  var ended = false;

  function has(id) {
    for (var i = 0; i < slides.length; i++) if (slides[i].id === id) return i;
    return -1;
  }
  function add(slide, fresh) {
    if (has(slide.id) !== -1) return;
    slides.push(slide);
    if (fresh) upNext.push(slide.id);
  }
  function pick() {
    while (upNext.length > 0) {
      var id = upNext.shift();
      var at = has(id);
      if (at !== -1) return slides[at];
    }
    if (slides.length === 0) return null;
    var now = has(shownId);
    return slides[(now + 1) % slides.length];
  }
  function show() {
    clearTimeout(timer);
    var slide = pick();
    empty.hidden = slides.length > 0;
    if (!slide) return;
    if (slide.id === shownId && slides.length === 1) {
      timer = setTimeout(show, SHOW_MS);
      return;
    }
    var back = layers[1 - front];
    var img = new Image();
    img.onload = img.onerror = function () {
      back.src = img.src;
      back.setAttribute("data-photo", slide.id);
      back.className = "slide slide--shown";
      layers[front].className = "slide";
      front = 1 - front;
      shownId = slide.id;
      timer = setTimeout(show, SHOW_MS);
    };
    img.src = slide.large;
  }
  function start() {
    var source = new EventSource(facts.eventsUrl);
    source.addEventListener("snapshot", function (event) {
      var list = JSON.parse(event.data);
      var known = {};
      list.forEach(function (slide) { known[slide.id] = true; add(slide, false); });
      slides = slides.filter(function (slide) { return known[slide.id]; });
      if (shownId === null || has(shownId) === -1) show();
      else empty.hidden = slides.length > 0;
    });
    source.addEventListener("photo", function (event) {
      var slide = JSON.parse(event.data);
      var first = slides.length === 0;
      add(slide, true);
      if (first) show();
    });
    source.addEventListener("removed", function (event) {
      var id = JSON.parse(event.data).id;
      var at = has(id);
      if (at !== -1) slides.splice(at, 1);
      if (shownId === id) show();
      empty.hidden = slides.length > 0;
    });
    // EventSource reconnects by itself after a lost connection; an answer that is not a stream (a
    // server restarting behind a proxy: 502) closes it for good, so it is opened again here.
    source.onerror = function () {
      if (source.readyState === 2 && !ended) setTimeout(start, 10000);
    };
    source.addEventListener("closed", function () {
      ended = true;
      source.close();
      clearTimeout(timer);
      layers.forEach(function (layer) { layer.className = "slide"; });
      empty.hidden = false;
      empty.textContent = facts.texts.closed;
    });
  }
  if (full) {
    if (!document.documentElement.requestFullscreen) full.hidden = true;
    full.addEventListener("click", function () {
      document.documentElement.requestFullscreen().catch(function () {});
    });
    document.addEventListener("fullscreenchange", function () {
      full.hidden = Boolean(document.fullscreenElement);
    });
  }
  start();
})();
`;
