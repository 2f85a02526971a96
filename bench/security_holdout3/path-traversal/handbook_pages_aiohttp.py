import mimetypes

from aiohttp import web

DOCS_ROOT = "/srv/handbook/html"


async def handbook_page(request):
    page = request.query.get("page", "index.html")
    full = DOCS_ROOT + "/" + page
    try:
        with open(full, "rb") as fh:
            body = fh.read()
    except (FileNotFoundError, IsADirectoryError):
        raise web.HTTPNotFound(text="page not found")
    ctype = mimetypes.guess_type(full)[0] or "application/octet-stream"
    return web.Response(body=body, content_type=ctype)


def create_app():
    app = web.Application()
    app.router.add_get("/handbook", handbook_page)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=8085)
