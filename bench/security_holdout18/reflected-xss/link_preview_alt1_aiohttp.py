import html

from aiohttp import web

CARD = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{title}</title></head>
<body><article class="card"><h2>{title}</h2><p>{summary}</p>
<a href="{link}" rel="noopener">Read more</a></article></body></html>"""

ALLOWED_SCHEMES = ("https://", "http://")


def esc(value: str) -> str:
    return html.escape(value, quote=True)


def checked_link(value: str) -> str:
    return value if value.strip().lower().startswith(ALLOWED_SCHEMES) else "#"


class CardRequest:
    def __init__(self, query):
        self.title = query.get("title", "Untitled")[:120]
        self.summary = query.get("summary", "")[:500]
        self.link = checked_link(query.get("link", "#"))

    def as_dict(self) -> dict:
        return {"title": self.title, "summary": self.summary, "link": self.link}


async def preview(request: web.Request) -> web.Response:
    card = CardRequest(request.query)
    page = CARD.format(title=esc(card.title), summary=esc(card.summary), link=esc(card.link))
    return web.Response(text=page, content_type="text/html")


async def card_json(request: web.Request) -> web.Response:
    return web.json_response(CardRequest(request.query).as_dict())


async def health(request: web.Request) -> web.Response:
    return web.json_response({"ok": True})


def create_app() -> web.Application:
    app = web.Application()
    app.router.add_get("/cards/preview", preview)
    app.router.add_get("/cards/preview.json", card_json)
    app.router.add_get("/health", health)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=8081)
