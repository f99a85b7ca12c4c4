// Demo generative-AI search widget served by the sandbox: a custom element that answers a
// question with a short summary and the knowledge articles the site's own search returns.
const scriptUrl = document.currentScript ? document.currentScript.src : location.href;

class GenAiSearchWidget extends HTMLElement {
  static styleUrl = new URL('widget.css', scriptUrl).href;

  connectedCallback() {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: 'open' });
    const id = 'genai-q';
    root.innerHTML = `
      <link rel="stylesheet" href="${GenAiSearchWidget.styleUrl}">
      <form class="ask" role="search">
        <label for="${id}">Ask the virtual assistant</label>
        <div class="row"><input id="${id}" name="q" type="search" autocomplete="off" placeholder="e.g. How do I unlock my phone?">
        <button type="submit">Ask</button></div>
      </form>
      <div class="answer" aria-live="polite"></div>`;
    // A page may prime the widget with a question (an 'Ask our AI assistant' button's subject).
    root.querySelector('input').value = this.dataset.question || '';
    const form = root.querySelector('form');
    const answer = root.querySelector('.answer');
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const q = String(new FormData(form).get('q') || '').trim();
      if (!q) return;
      answer.textContent = 'Thinking…';
      const params = new URLSearchParams({
        contentTypes: 'instruct,parent-instruct,breakfix,weblink',
        description: q.split(/\s+/).slice(-1)[0],
        tags: this.dataset.service || '',
      });
      try {
        const response = await fetch(
          `${this.dataset.searchPath || '/kmservices/v2/search'}?${params}`,
        );
        const body = await response.json();
        const results = Array.isArray(body.results) ? body.results.slice(0, 3) : [];
        answer.replaceChildren();
        const p = document.createElement('p');
        p.textContent = results.length
          ? 'Here is what I found that may help:'
          : 'I could not find an answer. Try rephrasing, or contact us.';
        answer.append(p);
        const list = document.createElement('ul');
        for (const r of results) {
          const li = document.createElement('li');
          const a = document.createElement('a');
          a.href = r.url;
          a.textContent = r.title;
          li.append(a);
          list.append(li);
        }
        if (results.length) answer.append(list);
      } catch {
        answer.textContent = 'The assistant is unavailable right now.';
      }
    });
  }
}
customElements.define('genai-search-widget', GenAiSearchWidget);
