// `svc report access --html FILE`: one self-contained page (no external asset, no request: its
// Content-Security-Policy allows only its own inline style and the one script, by hash) with a
// users × repositories matrix that filters by organization, user, repository and permission, sorts,
// and prints. Every name comes from the server: the data sits in a JSON script block with `<`
// escaped (so no `</script>` ends it) and is put on the page with textContent only.
import { createHash } from 'node:crypto'
import type { AccessReport } from './access.js'
import { unitsText } from './render.js'

const STYLE = `
body{font:14px/1.4 system-ui,sans-serif;margin:1.5em;color:#1f2328}
h1{font-size:1.3em;margin:0 0 .2em}
.meta{color:#57606a;margin-bottom:1em}
form{display:flex;flex-wrap:wrap;gap:.8em;align-items:end;margin-bottom:1em}
label{display:flex;flex-direction:column;font-size:.85em;color:#57606a}
input,select,button{font:inherit;padding:.2em .4em}
.wrap{overflow:auto;max-height:75vh;border:1px solid #d0d7de}
table{border-collapse:collapse}
th,td{border:1px solid #d0d7de;padding:.15em .4em;white-space:nowrap}
thead th{position:sticky;top:0;background:#f6f8fa;z-index:1}
thead th.repo{writing-mode:vertical-rl;transform:rotate(180deg);text-align:left;max-height:14em}
tbody th{position:sticky;left:0;background:#f6f8fa;text-align:left;font-weight:normal}
td{text-align:center;min-width:1.6em}
td.admin,.legend .admin{background:#ffd8d3}td.write,.legend .write{background:#fff1c2}td.read,.legend .read{background:#dafbe1}td.partial,.legend .partial{outline:2px dashed #9a6700;outline-offset:-3px}
.legend span{display:inline-block;padding:0 .5em;margin-right:.5em;border:1px solid #d0d7de}
#note{color:#9a6700}
#details td{text-align:left}
@media print{form,#print{display:none}.wrap{overflow:visible;max-height:none;border:0}thead th,tbody th{position:static}}
`

const SCRIPT = `
(function(){
'use strict';
var data=JSON.parse(document.getElementById('svc-data').textContent);
var rows=data.rows;
var RANK={read:1,write:2,admin:3};
var LETTER={read:'R',write:'W',admin:'A'};
var $=function(id){return document.getElementById(id)};
var text=function(tag,t,cls){var e=document.createElement(tag);e.textContent=t;if(cls)e.className=cls;return e};
var orgs={};rows.forEach(function(r){if(r[2])orgs[r[2]]=1});
Object.keys(orgs).sort().forEach(function(o){var op=document.createElement('option');op.value=o;op.textContent=o;$('org').appendChild(op)});
$('meta').textContent='Server '+data.server+' · generated '+data.generated_at+' · '+rows.length+' grants';
var MAXCOLS=400;
function render(){
  var org=$('org').value,u=$('user').value.toLowerCase(),rp=$('repo').value.toLowerCase(),min=RANK[$('perm').value]||0,sort=$('sort').value;
  var kept=rows.filter(function(r){return (!org||r[2]===org)&&(!u||r[0].toLowerCase().indexOf(u)>=0)&&(!rp||r[1].toLowerCase().indexOf(rp)>=0)&&RANK[r[3]]>=min});
  var users={},repos={},cell={};
  kept.forEach(function(r){users[r[0]]=(users[r[0]]||0)+RANK[r[3]];repos[r[1]]=(repos[r[1]]||0)+1;cell[r[0]+'\\u0000'+r[1]]=r});
  var ul=Object.keys(users),rl=Object.keys(repos).sort();
  ul.sort(sort==='grants'?function(a,b){return users[b]-users[a]||(a<b?-1:1)}:function(a,b){return a<b?-1:a>b?1:0});
  if(sort==='grants')rl.sort(function(a,b){return repos[b]-repos[a]||(a<b?-1:1)});
  $('note').textContent=rl.length>MAXCOLS?'Showing the first '+MAXCOLS+' of '+rl.length+' repositories: narrow with a filter.':'';
  rl=rl.slice(0,MAXCOLS);
  var t=$('matrix');t.textContent='';
  var head=document.createElement('thead'),hr=document.createElement('tr');
  hr.appendChild(text('th','user \\\\ repository'));
  rl.forEach(function(r){hr.appendChild(text('th',r,'repo'))});
  head.appendChild(hr);t.appendChild(head);
  var body=document.createElement('tbody');
  ul.forEach(function(name){
    var tr=document.createElement('tr');tr.appendChild(text('th',name==='*'?'* (every signed-in user)':name));
    rl.forEach(function(r){
      var g=cell[name+'\\u0000'+r];var td=document.createElement('td');
      if(g){td.textContent=LETTER[g[3]]+(g[4]?'*':'');td.className=g[3]+(g[4]?' partial':'');td.title=g[3]+(g[4]?' ['+g[4]+']':'')+' via '+g[5]}
      tr.appendChild(td)});
    body.appendChild(tr)});
  t.appendChild(body);
  $('count').textContent=ul.length+' users × '+rl.length+' repositories, '+kept.length+' grants';
  var d=$('details');d.textContent='';
  var dh=document.createElement('tr');['User','Repository','Permission','Units','Via'].forEach(function(h){dh.appendChild(text('th',h))});d.appendChild(dh);
  kept.slice(0,2000).forEach(function(r){var tr=document.createElement('tr');[r[0],r[1],r[3],r[4],r[5]].forEach(function(c){tr.appendChild(text('td',c))});d.appendChild(tr)});
}
['org','user','repo','perm','sort'].forEach(function(id){$(id).addEventListener('input',render)});
$('print').addEventListener('click',function(){window.print()});
render();
})();
`

/** `<`, `>`, `&` and the line separators written as JSON escapes: the text cannot end its script block. */
const scriptSafeJson = (v: unknown) =>
  JSON.stringify(v).replace(/[<>&\u2028\u2029]/g, c => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, c => `&#${c.charCodeAt(0)};`)

export function reportHtml(report: AccessReport): string {
  const data = {
    server: report.server,
    generated_at: report.generated_at,
    rows: report.rows.map(r => [r.user, r.repo, r.org ?? '', r.permission, unitsText(r), r.via.join(', ')])
  }
  const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`
  // Nothing may be fetched: no default source, the inline style and this one script by hash.
  const csp = `default-src 'none'; style-src ${hash(STYLE)}; script-src ${hash(SCRIPT)}; img-src 'none'; base-uri 'none'; form-action 'none'`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Access review: ${escapeHtml(report.server)}</title>
<style>${STYLE}</style></head>
<body>
<h1>Access review</h1>
<div class="meta" id="meta"></div>
<form>
<label>Organization<select id="org"><option value="">all</option></select></label>
<label>User<input id="user" type="search" placeholder="name contains"></label>
<label>Repository<input id="repo" type="search" placeholder="owner/name contains"></label>
<label>Permission at least<select id="perm"><option value="">read</option><option value="write">write</option><option value="admin">admin</option></select></label>
<label>Sort<select id="sort"><option value="name">by name</option><option value="grants">by grants</option></select></label>
<button type="button" id="print">Print</button>
</form>
<p class="legend"><span class="admin">A admin</span><span class="write">W write</span><span class="read">R read</span><span class="partial">* per unit (hover for units and paths)</span> <span id="count"></span></p>
<p id="note"></p>
<div class="wrap"><table id="matrix"></table></div>
<h2>Grants</h2>
<table id="details"></table>
<script type="application/json" id="svc-data">${scriptSafeJson(data)}</script>
<script>${SCRIPT}</script>
</body></html>
`
}
