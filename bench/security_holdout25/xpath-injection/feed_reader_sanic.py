from pathlib import Path

from lxml import etree
from sanic import Sanic
from sanic.exceptions import NotFound
from sanic.response import json

app = Sanic("feed_reader")
FEED_DIR = Path("/var/lib/feeds")
FEEDS = {"news": "news.xml", "releases": "releases.xml", "blog": "blog.xml"}
_cache: dict[str, etree._ElementTree] = {}


def load_feed(name: str) -> etree._ElementTree:
    filename = FEEDS.get(name)
    if filename is None:
        raise NotFound("no such feed")
    if name not in _cache:
        parser = etree.XMLParser(resolve_entities=False, no_network=True)
        _cache[name] = etree.parse(str(FEED_DIR / filename), parser)
    return _cache[name]


def item_dict(node):
    return {
        "title": node.findtext("title"),
        "link": node.findtext("link"),
        "published": node.findtext("pubDate"),
    }


@app.get("/feeds/<name>")
async def latest(request, name):
    tree = load_feed(name)
    items = tree.xpath("/rss/channel/item[not(@draft)][position() <= 20]")
    return json([item_dict(i) for i in items])


@app.get("/feeds/<name>/section")
async def by_section(request, name):
    tree = load_feed(name)
    section = request.headers.get("x-feed-section", "general")
    section = section.replace('"', "&quot;").strip()
    finder = etree.XPath("/rss/channel/item[category='" + section + "' and not(@draft)]")
    return json([item_dict(i) for i in finder(tree)])


@app.get("/feeds/<name>/count")
async def count(request, name):
    tree = load_feed(name)
    total = tree.xpath("count(/rss/channel/item[not(@draft)])")
    return json({"feed": name, "items": int(total)})
