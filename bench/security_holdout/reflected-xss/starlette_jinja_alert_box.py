from jinja2 import Environment
from starlette.applications import Starlette
from starlette.responses import HTMLResponse
from starlette.routing import Route

env = Environment(autoescape=True)
ALERT = env.from_string(
    "<section class='alert'><h3>{{ title }}</h3><p>{{ message }}</p></section>"
)


async def alert(request):
    title = request.query_params.get("title", "Alert")
    message = request.query_params.get("msg", "")
    return HTMLResponse(ALERT.render(title=title, message=message))


app = Starlette(routes=[Route("/alert", alert)])
