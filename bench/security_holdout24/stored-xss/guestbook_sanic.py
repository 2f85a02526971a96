from jinja2 import Environment
from sanic import Sanic
from sanic.response import html, redirect

app = Sanic("guestbook")
env = Environment(autoescape=True)
PAGE = env.from_string(
    """<h1>Guestbook</h1>
<ul>
{% for entry in entries %}
  <li><strong>{{ entry.name }}</strong> wrote on {{ entry.created }}:
      <div class="message">{{ entry.message }}</div></li>
{% endfor %}
</ul>"""
)


@app.get("/guestbook")
async def show_guestbook(request):
    rows = await app.ctx.db.fetch(
        "SELECT name, message, created FROM entries ORDER BY created DESC LIMIT 50"
    )
    return html(PAGE.render(entries=[dict(r) for r in rows]))


@app.post("/guestbook")
async def sign_guestbook(request):
    await app.ctx.db.execute(
        "INSERT INTO entries (name, message, created) VALUES ($1, $2, now())",
        request.form.get("name", "")[:60],
        request.form.get("message", "")[:2000],
    )
    return redirect("/guestbook")
