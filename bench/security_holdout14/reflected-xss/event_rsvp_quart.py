from jinja2 import DictLoader, Environment, select_autoescape
from quart import Quart, Response, request

app = Quart(__name__)

TEMPLATES = {
    "rsvp.html": """<!doctype html>
<html><body>
<h1>{{ event.title }}</h1>
{% if guest %}<p>Thanks {{ guest }}, we saved your reply: <strong>{{ answer }}</strong>.</p>{% endif %}
<form method="post"><input name="guest" value="{{ guest or '' }}">
<select name="answer"><option>yes</option><option>no</option><option>maybe</option></select>
<button>Send</button></form>
</body></html>""",
}

env = Environment(loader=DictLoader(TEMPLATES), autoescape=select_autoescape(["html"]), enable_async=True)

EVENTS = {"summit": {"title": "Community Summit"}, "meetup": {"title": "Monthly Meetup"}}
REPLIES = {}


async def render(name, **context):
    template = env.get_template(name)
    return await template.render_async(**context)


@app.get("/events/<slug>/rsvp")
async def rsvp_form(slug):
    event = EVENTS.get(slug)
    if event is None:
        return Response("not found", status=404)
    guest = request.args.get("guest", "")
    answer = request.args.get("answer", "")
    html = await render("rsvp.html", event=event, guest=guest, answer=answer)
    return Response(html, content_type="text/html; charset=utf-8")


@app.post("/events/<slug>/rsvp")
async def rsvp_submit(slug):
    event = EVENTS.get(slug)
    if event is None:
        return Response("not found", status=404)
    form = await request.form
    guest = form.get("guest", "").strip()[:80]
    answer = form.get("answer", "maybe")
    if answer not in ("yes", "no", "maybe"):
        answer = "maybe"
    REPLIES.setdefault(slug, {})[guest] = answer
    html = await render("rsvp.html", event=event, guest=guest, answer=answer)
    return Response(html, status=200, content_type="text/html; charset=utf-8")


@app.get("/events/<slug>/replies")
async def replies(slug):
    return {"replies": REPLIES.get(slug, {})}
