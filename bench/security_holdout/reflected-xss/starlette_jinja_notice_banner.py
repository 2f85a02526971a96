from jinja2 import Environment
from starlette.applications import Starlette
from starlette.responses import HTMLResponse
from starlette.routing import Route

env = Environment(autoescape=False)
NOTICE = env.from_string(
    "<section class='notice'><h3>{{ title }}</h3><p>{{ message }}</p></section>"
)


async def notice(request):
    title = request.query_params.get("title", "Notice")
    message = request.query_params.get("msg", "")
    return HTMLResponse(NOTICE.render(title=title, message=message))


app = Starlette(routes=[Route("/notice", notice)])
