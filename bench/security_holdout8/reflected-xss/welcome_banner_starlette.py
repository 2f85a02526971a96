from starlette.applications import Starlette
from starlette.responses import HTMLResponse
from starlette.routing import Route

GREETINGS = {"en": "Welcome", "de": "Willkommen", "fr": "Bienvenue"}


async def welcome(request):
    name = request.query_params.get("name", "guest")
    lang = request.query_params.get("lang", "en")
    greeting = GREETINGS.get(lang, GREETINGS["en"])
    body = f"<html><body><h1>{greeting}, {name}!</h1></body></html>"
    return HTMLResponse(body)


app = Starlette(routes=[Route("/welcome", welcome)])
