from starlette.applications import Starlette
from starlette.responses import PlainTextResponse, Response
from starlette.routing import Route

from docs.render import render_page


async def page(request):
    slug = request.path_params["slug"]
    lang = request.query_params.get("lang", "en")
    if not lang.isprintable() or len(lang) > 35:
        return PlainTextResponse("unsupported language tag", status_code=400)
    html = render_page(slug, lang)
    return Response(html, media_type="text/html", headers={"Content-Language": lang})


app = Starlette(routes=[Route("/docs/{slug}", page)])
