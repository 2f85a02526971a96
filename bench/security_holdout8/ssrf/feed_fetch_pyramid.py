import urllib.request

from pyramid.config import Configurator
from pyramid.view import view_config


@view_config(route_name="feed_fetch", renderer="json")
def fetch_feed(request):
    feed_url = request.params.get("feed")
    if not feed_url:
        request.response.status = 400
        return {"error": "feed parameter required"}
    req = urllib.request.Request(feed_url, headers={"User-Agent": "feed-reader/1.0"})
    with urllib.request.urlopen(req, timeout=8) as resp:
        content = resp.read(200_000)
    return {"feed": feed_url, "bytes": len(content)}


def main():
    with Configurator() as config:
        config.add_route("feed_fetch", "/feeds/fetch")
        config.scan()
        return config.make_wsgi_app()
