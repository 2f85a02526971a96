from aiohttp import ClientSession, web
from lxml import etree

FEED_URL = "https://news.internal.example.com/feeds/all.xml"


async def load_feed(app):
    async with ClientSession() as client:
        async with client.get(FEED_URL) as resp:
            app["feed"] = etree.fromstring(await resp.read())


def select_items(feed, category):
    expression = "//item[category=\"%s\"]" % category
    return feed.xpath(expression)


async def items_by_category(request):
    category = request.query.get("category", "general")
    items = select_items(request.app["feed"], category)
    return web.json_response(
        [{"title": i.findtext("title"), "link": i.findtext("link")} for i in items[:50]]
    )


app = web.Application()
app.on_startup.append(load_feed)
app.router.add_get("/feed/items", items_by_category)
