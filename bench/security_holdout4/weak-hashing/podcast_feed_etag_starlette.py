import hashlib

from starlette.applications import Starlette
from starlette.responses import Response
from starlette.routing import Route

from studio.feeds import render_feed_xml


async def podcast_feed(request):
    show_slug = request.path_params["show"]
    body = (await render_feed_xml(show_slug)).encode("utf-8")
    etag = '"%s"' % hashlib.md5(body, usedforsecurity=False).hexdigest()
    if request.headers.get("if-none-match") == etag:
        return Response(status_code=304, headers={"ETag": etag})
    return Response(
        body,
        media_type="application/rss+xml",
        headers={"ETag": etag, "Cache-Control": "public, max-age=300"},
    )


app = Starlette(routes=[Route("/shows/{show}/feed.xml", podcast_feed)])
