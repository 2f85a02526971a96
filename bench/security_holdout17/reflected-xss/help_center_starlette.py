import html
from urllib.parse import quote

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse
from starlette.routing import Route

from helpcenter.index import ArticleIndex

index = ArticleIndex.from_directory("articles")

LAYOUT = "<!doctype html><html><head><title>Help Center</title></head><body>{body}</body></html>"


def article_link(article) -> str:
    return '<li><a href="/articles/{slug}">{title}</a></li>'.format(
        slug=quote(article.slug), title=html.escape(article.title)
    )


async def home(request: Request):
    popular = "".join(article_link(a) for a in index.popular(10))
    return HTMLResponse(LAYOUT.format(body=f"<h1>How can we help?</h1><ul>{popular}</ul>"))


async def search(request: Request):
    query = request.query_params.get("q", "").strip()
    if not query:
        return RedirectResponse("/", status_code=302)
    results = index.search(query, limit=25)
    heading = f"<h1>Results for &quot;{html.escape(query)}&quot;</h1>"
    listing = "".join(article_link(a) for a in results) or "<p>No matching articles.</p>"
    return HTMLResponse(LAYOUT.format(body=heading + f"<ul>{listing}</ul>"))


async def suggest(request: Request):
    prefix = request.query_params.get("prefix", "")
    return JSONResponse({"suggestions": [a.title for a in index.search(prefix, limit=5)]})


async def article(request: Request):
    art = index.get(request.path_params["slug"])
    if art is None:
        return HTMLResponse(LAYOUT.format(body="<h1>Article not found</h1>"), status_code=404)
    return HTMLResponse(LAYOUT.format(body=art.rendered_html))


routes = [
    Route("/", home),
    Route("/search", search),
    Route("/api/suggest", suggest),
    Route("/articles/{slug}", article),
]
app = Starlette(routes=routes)
