// The reviewer's desk: keyboard first. a approve, x reject, e edit, u reset, j/k next/previous,
// s accept the first suggestion, 1-9 the n-th, l list, / search, ? keys. No framework, no build step, nothing from elsewhere (CSP: 'self').
(function () {
  "use strict";
  var busy = false;
  var $ = function (id) { return document.getElementById(id); };

  function typing(el) {
    return el && (el.tagName === "INPUT" || el.tagName === "TEXTAREA" ||
                  el.tagName === "SELECT" || el.isContentEditable);
  }
  function submit(id) {
    var form = $(id);
    var button = form && form.querySelector("button[type=submit]");
    if (!form || busy || (button && button.disabled)) return;
    busy = true;  // one keypress, one decision
    form.submit();
  }
  function go(id) {
    var link = $(id);
    if (link && link.href) window.location.href = link.href;
  }
  function startEdit() {
    var form = $("edit-form");
    if (!form) return;
    form.hidden = false;
    document.body.classList.add("editing");
    var body = $("edit-body");
    body.focus();
    body.setSelectionRange(0, 0);
    body.scrollTop = 0;
  }
  function stopEdit() {
    var form = $("edit-form");
    if (!form) return;
    form.hidden = true;
    document.body.classList.remove("editing");
    document.activeElement.blur();
  }
  function toggleHelp() {
    var help = $("help");
    if (help) help.hidden = !help.hidden;
  }

  // The list page: j/k move a cursor over the rows, Enter (or o) opens the row.
  var cursor = -1;
  function rows() { return document.querySelectorAll("table.list tr.row"); }
  function setCursor(n) {
    var all = rows();
    if (!all.length) return;
    if (cursor >= 0 && all[cursor]) all[cursor].classList.remove("cursor");
    cursor = Math.max(0, Math.min(all.length - 1, n));
    all[cursor].classList.add("cursor");
    all[cursor].scrollIntoView({block: "nearest"});
  }
  function moveCursor(step) { setCursor(cursor + step); }

  document.addEventListener("keydown", function (ev) {
    var editing = document.body.classList.contains("editing");
    if (editing && ev.key === "Enter" && (ev.ctrlKey || ev.metaKey)) {
      ev.preventDefault();
      submit("edit-form");
      return;
    }
    if (ev.key === "Escape") {
      if (editing) { ev.preventDefault(); stopEdit(); }
      else if (typing(ev.target)) ev.target.blur();
      return;
    }
    // While editing, only the editor's keys: a stray "a" must not approve unsaved text.
    if (editing || ev.ctrlKey || ev.metaKey || ev.altKey || typing(ev.target)) return;
    var list = document.body.classList.contains("page-list");
    switch (ev.key) {
      case "a": submit("approve-form"); break;
      case "x": submit("reject-form"); break;
      case "u": submit("reset-form"); break;
      case "e": ev.preventDefault(); startEdit(); break;
      case "j": if (list) moveCursor(1); else go("next"); break;
      case "k": if (list) moveCursor(-1); else go("prev"); break;
      case "n": go("next-page"); break;
      case "p": go("prev-page"); break;
      case "s": submit("suggest-form-1"); break;
      case "l": go("list"); break;
      case "Enter": case "o":
        if (list && cursor >= 0) window.location.href = rows()[cursor].dataset.href;
        return;
      case "/":
        if ($("search")) { ev.preventDefault(); $("search").focus(); }
        return;
      case "?": toggleHelp(); return;
      default:
        if (/^[1-9]$/.test(ev.key)) submit("suggest-form-" + ev.key);
        return;
    }
  });

  document.addEventListener("DOMContentLoaded", function () {
    var edit = $("edit-button"), cancel = $("edit-cancel"), help = $("help-toggle");
    if (edit) edit.addEventListener("click", startEdit);
    if (cancel) cancel.addEventListener("click", stopEdit);
    if (help) help.addEventListener("click", toggleHelp);
    var form = $("edit-form");
    if (form) form.addEventListener("submit", function () { busy = true; });
    document.querySelectorAll("section.suggestions form").forEach(function (f) {
      f.addEventListener("submit", function () { busy = true; });  // one click, one acceptance
    });
    rows().forEach(function (row, n) {
      row.addEventListener("dblclick", function () { window.location.href = row.dataset.href; });
      row.addEventListener("click", function () { setCursor(n); });
    });
  });
})();
