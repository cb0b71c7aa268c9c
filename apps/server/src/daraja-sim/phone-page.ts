// The simulated phone (docs/payments.md, "Test mode"): a page that shows the M-Pesa prompts
// sent to one number, where a person enters any PIN to pay, cancels, or lets it time out.
// Plain HTML with its script and style as files: the site's CSP allows no inline code.

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function phonePage(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>M-Pesa simulator (test mode)</title>
<link rel="stylesheet" href="phone.css">
<script src="phone.js" defer></script>
</head>
<body>
<main data-number="${escape(digits)}">
<p class="badge">Test mode · Hali ya majaribio</p>
<h1>M-Pesa simulator</h1>
<p>This page plays the phone ${digits ? `<strong>+${escape(digits)}</strong>` : ''}: no real money moves. Prompts Nyumba sends to it appear here.</p>
<p lang="sw">Ukurasa huu unaigiza simu: hakuna pesa halisi. Maombi ya malipo yanaonekana hapa.</p>
<form id="number-form" class="${digits ? 'hidden' : ''}">
<label for="number">Phone number (2547…)</label>
<input id="number" name="number" inputmode="tel" value="${escape(digits)}">
<button type="submit">Open this phone</button>
</form>
<section id="prompts" aria-live="polite"><p class="quiet">No prompt waiting.</p></section>
</main>
</body>
</html>`;
}

export const PHONE_STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f5f5f4;color:#1c1917}
main{max-width:26rem;margin:0 auto;padding:1rem}
.badge{display:inline-block;background:#fef3c7;color:#78350f;border:1px solid #f59e0b;border-radius:999px;padding:.1rem .7rem;font-weight:600}
h1{font-size:1.4rem;margin:.5rem 0}
.prompt{background:#fff;border:2px solid #16a34a;border-radius:1rem;padding:1rem;margin:1rem 0}
.prompt p{margin:.3rem 0}
label{display:block;font-weight:600;margin-top:.6rem}
input{font-size:1.1rem;min-height:2.75rem;width:100%;box-sizing:border-box;border:1px solid #78716c;border-radius:.6rem;padding:0 .7rem}
button{font-size:1rem;min-height:2.75rem;border-radius:999px;border:1px solid #166534;padding:0 1rem;margin:.5rem .4rem 0 0;font-weight:600;background:#fff;color:#14532d}
button.pay{background:#166534;color:#fff}
.quiet{color:#57534e}
.hidden{display:none}
.done{background:#dcfce7;border-radius:.6rem;padding:.6rem}
`;

export const PHONE_SCRIPT = `
(function(){
  var main=document.querySelector('main');
  var number=main.getAttribute('data-number');
  var box=document.getElementById('prompts');
  var form=document.getElementById('number-form');
  form.addEventListener('submit',function(e){e.preventDefault();var n=document.getElementById('number').value.replace(/\\D/g,'');if(n.indexOf('0')===0)n='254'+n.slice(1);location.search='?number='+n;});
  var shown='';
  function text(tag,content,cls){var el=document.createElement(tag);el.textContent=content;if(cls)el.className=cls;return el;}
  function answer(id,action){
    fetch('phone/prompts/'+encodeURIComponent(id),{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({action:action})})
      .then(function(r){return r.json();}).then(function(result){
        var done=text('p',result.status==='paid'?'Paid. M-Pesa receipt '+result.receipt+'.':result.status==='cancelled'?'Cancelled.':'Not paid: '+result.status+'.','done');
        done.setAttribute('role','status');box.replaceChildren(done);shown='';setTimeout(poll,1500);
      });
  }
  function render(prompts){
    var key=prompts.map(function(p){return p.id;}).join();
    if(key===shown)return;shown=key;
    if(!prompts.length){box.replaceChildren(text('p','No prompt waiting.','quiet'));return;}
    box.replaceChildren.apply(box,prompts.map(function(p){
      var card=document.createElement('div');card.className='prompt';
      card.appendChild(text('p','Pay KSH '+p.amount.toLocaleString('en-KE')+' to NYUMBA, account '+p.reference+'?'));
      card.appendChild(text('p',p.description,'quiet'));
      var label=text('label','Enter M-Pesa PIN');label.setAttribute('for','pin-'+p.id);card.appendChild(label);
      var pin=document.createElement('input');pin.id='pin-'+p.id;pin.type='password';pin.inputMode='numeric';pin.autocomplete='off';card.appendChild(pin);
      var pay=text('button','Send','pay');pay.type='button';pay.addEventListener('click',function(){answer(p.id,'approve');});card.appendChild(pay);
      var cancel=text('button','Cancel');cancel.type='button';cancel.addEventListener('click',function(){answer(p.id,'cancel');});card.appendChild(cancel);
      var low=text('button','Not enough money');low.type='button';low.addEventListener('click',function(){answer(p.id,'insufficient');});card.appendChild(low);
      return card;
    }));
  }
  function poll(){
    if(!number)return;
    fetch('phone/prompts?number='+number).then(function(r){return r.json();}).then(function(b){render(b.prompts);}).catch(function(){}).finally(function(){setTimeout(poll,1500);});
  }
  poll();
})();
`;
