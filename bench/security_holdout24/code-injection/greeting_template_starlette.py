from jinja2 import Environment
from starlette.applications import Starlette
from starlette.responses import HTMLResponse
from starlette.routing import Route

env = Environment(autoescape=True)
DEFAULT_GREETING = "Hello {{ name }}, welcome back to {{ shop }}!"


async def preview_greeting(request):
    form = await request.form()
    name = form.get("name", "friend")
    source = form.get("template") or DEFAULT_GREETING
    template = env.from_string(source)
    body = template.render(name=name, shop="Acme Outdoor")
    return HTMLResponse(f"<div class='greeting-preview'>{body}</div>")


app = Starlette(
    routes=[Route("/campaigns/greeting/preview", preview_greeting, methods=["POST"])]
)
