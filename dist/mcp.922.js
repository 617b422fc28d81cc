const b=922,B=[922],W={7922:(K,m,a)=>{a.r(m),a.d(m,{addLoginCommands:()=>T});var O=a(3024),C=a(6760),g=a(8179),_=a(225),M=a(7864),D=a(6849),d=a(4611),y=a(3797),f=a(1847),u=a(4813),U=a(6370),P=a(802),w=a(2230);function R(c){const{config:r,path:i,warnings:n}=(0,u.Xg)(c.env);for(const e of n)c.err(`svc: warning: ${e}
`);return{config:r,path:i}}function E(c,r){const i=(0,u.J7)(c,r);if(i)return i;const n=Object.keys(c.logins);throw new d.eb(`no login named "${r}"${(0,w.au)(r,n)}${n.length?` (logins: ${n.join(", ")})`:" (there are none: svc login add NAME --server-url URL --token-stdin)"}`)}function T(c,r){const i=c.command("login").description("named logins (server URL and token) in the config file; pick one with --login NAME or SVC_LOGIN").helpCommand(!1).allowExcessArguments(!0).action((n,e)=>{if(e.args.length===0)return e.outputHelp();throw(0,w.k8)(e,"login",e.args[0])});i.addHelpText("after",`
The file is $XDG_CONFIG_HOME/svc/config.json (default ~/.config/svc/config.json; SVC_CONFIG names
another), mode 0600. Flags and SVC_* variables win over the login; a login's token is sent only to
its own server. login add checks the token with the server (GET /user) and stores its user name;
--no-verify stores it unchecked.

Examples:
  $ svc login add work --server-url https://git.example.com --token-stdin < token.txt
  $ svc login list
  $ svc login default work
  $ svc --login home user me
  $ svc login remove home
`),i.command("add").description("add (or replace) a login, its token checked with the server; the first one becomes the default").argument("<name>","a name for the login, e.g. work").addOption(new g.c$("--server-url <url>","the forge base URL, e.g. https://git.example.com").makeOptionMandatory()).option("--token-stdin","read the token from standard input (recommended: it stays out of the shell history)").option("--token <token>","the token (prefer --token-stdin)").addOption(new g.c$("--variant <variant>","server variant (default: auto)").choices([...y.Kn])).option("--username <name>","user name for basic-auth commands (svc user tokens ...; default: the token's user)").option("--default","make it the default login").option("--no-verify","store the login without checking the token with the server (offline)").option("--ca-cert <file>","PEM file of CA certificates to trust for this server (a private CA): used for the check and stored with the login").addHelpText("after",`
Example:
  $ svc login add work --server-url https://git.example.com --token-stdin < token.txt
`).action(async(n,e)=>{if(!u.Sq.test(n))throw new d.eb('<name>: letters, digits, ".", "_" and "-" (up to 64), starting with a letter or digit');if(e.token!==void 0&&e.tokenStdin)throw new d.eb("give --token or --token-stdin, not both");let s;try{s=(0,_.sb)(e.serverUrl)}catch(l){throw new d.eb(`--server-url: ${l.message.replace(/^server-url /,"")}`)}const t=`${s.origin}${s.pathname==="/"?"":s.pathname}`;if(/\/api\/v1$/i.test(s.pathname))throw new d.eb(`--server-url: the URL ends in /api/v1, which svc adds itself: pass the base URL, --server-url ${(0,f.YI)(t.replace(/\/api\/v1$/i,""))}`);if(e.caCert!==void 0&&!(0,O.existsSync)(e.caCert))throw new d.eb(`--ca-cert: no such file: ${(0,f.YI)(e.caCert)}`);const o=e.tokenStdin?await(0,P.m$)(`token (login ${n})`):e.token;if(r.masker.add(o),o!==void 0&&/\s/.test(o))throw new d.eb("the token holds white space: pass the token alone");const h=o&&e.verify?await L(t,o,e.caCert,r):void 0,v={server_url:t};o&&(v.token=o);const k=e.variant&&e.variant!=="auto"?e.variant:h?.variant;k&&(v.variant=k),e.caCert&&(v.ca_cert=(0,C.resolve)(e.caCert));const $=e.username??h?.login;$&&(v.username=$);const{value:p,path:x,warnings:A}=(0,u._R)(r.env,l=>{const j=(0,u.J7)(l,n)!==void 0;return l.logins[n]=v,(e.default||!l.default||!(0,u.J7)(l,l.default))&&(l.default=n),{was:j,isDefault:l.default===n}});for(const l of A)r.err(`svc: warning: ${l}
`);const S=o?e.verify?`, token checked${h?.login?`: user ${(0,f.YI)(h.login)}`:""}${h?.variant&&!e.variant?`, ${h.variant}`:""}`:", token stored unchecked":", no token";r.err(`${p.was?"replaced":"added"} login ${n} (${(0,f.YI)(v.server_url)}${S})${p.isDefault?", the default":""} in ${x}
`),h?.note&&r.err(`svc: warning: ${h.note}
`)}),i.command("list").description("the logins (never their tokens)").addOption(new g.c$("-o, --output <format>","output format (default: text)").choices(["text","json"])).addHelpText("after",`
Example:
  $ svc login list -o json
`).action(n=>{const{config:e}=R(r),s=Object.entries(e.logins).map(([t,o])=>({name:t,server_url:o.server_url,variant:o.variant??"auto",username:o.username??"",...o.ca_cert?{ca_cert:o.ca_cert}:{},token:o.token?"set":"none",default:e.default===t}));if(n.output==="json")return r.out(JSON.stringify(s)+`
`);if(s.length===0)return r.err(`(no logins; add one: svc login add NAME --server-url URL --token-stdin)
`);r.out((0,U.bo)(s.map(t=>({...t,default:t.default?"*":""}))))}),i.command("default").description("make a login the default (used when neither --login nor SVC_LOGIN is given)").argument("<name>","the login").addHelpText("after",`
Example:
  $ svc login default work
`).action(n=>{const{warnings:e}=(0,u._R)(r.env,s=>{E(s,n),s.default=n});for(const s of e)r.err(`svc: warning: ${s}
`);r.err(`the default login is now ${n}
`)}),i.command("remove").alias("rm").description("remove a login and its token from the config file").argument("<name>","the login").addHelpText("after",`
Example:
  $ svc login remove home
`).action(n=>{const{value:e,warnings:s}=(0,u._R)(r.env,t=>(E(t,n),delete t.logins[n],t.default===n&&(t.default=Object.keys(t.logins)[0]),t.default));for(const t of s)r.err(`svc: warning: ${t}
`);r.err(`removed login ${n}${e?`; the default is ${e}`:""}
`)})}async function I(c){try{return(await(0,D.LU)(c)).variant}catch{return}}async function L(c,r,i,n){const e="or store the login unchecked with --no-verify",s=new _.uI((0,M.Q7)({serverUrl:c,token:r,caCert:i,timeoutSeconds:n.env.SVC_TIMEOUT_SECONDS},{names:{serverUrl:"--server-url",caCert:"--ca-cert",timeoutSeconds:"SVC_TIMEOUT_SECONDS",retries:"SVC_RETRIES"},defaultRetries:0,userAgent:"svc-cli"}));try{const t=await s.send({method:"GET",path:"/user"}),o=t.body?.login;if(typeof o!="string"||!o)throw new d.Q8(`GET /user answered ${t.status} without a user: --server-url may not be the forge; nothing was stored`,t.status,void 0,`check --server-url (the forge's base URL, with any sub-path), ${e}`);return{login:o,variant:await I(s)}}catch(t){if(!(t instanceof d.Q8))throw t;if(t.status===403&&/scope/i.test(t.serverMessage??""))return{note:"the server accepts the token, but it may not read the user (no read:user scope): no user name filled in"};const[o,h]=t.status===401?["the server refused the token",`check the token (or make a new one in the forge's Settings \u2192 Applications), ${e}`]:t.status===404?["no forge API answered at --server-url",`check --server-url (the forge's base URL, with any sub-path), ${e}`]:["the token could not be checked",`${t.hint?`${t.hint}; `:""}${e}`];throw new d.Q8(`${o} (${t.message}); nothing was stored`,t.status,t.serverMessage,h)}finally{await s.close()}}}};export{b as id,B as ids,W as modules};
//# sourceMappingURL=mcp.922.js.map
