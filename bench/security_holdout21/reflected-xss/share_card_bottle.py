from bottle import Bottle, request, template

app = Bottle()

CARD = """<section class="card">
  <h3>{{title}}</h3>
  <p>Shared by {{sender}}</p>
</section>"""


@app.get("/share/card")
def share_card():
    title = request.query.getunicode("title", default="Untitled").strip()
    sender = request.get_header("X-User-Name", "someone")
    return template(CARD, title=title[:80], sender=sender)
