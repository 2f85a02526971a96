import bottle
from lxml import etree

FEED_PATH = "/srv/newsroom/feed.xml"


@bottle.get("/feed/titles")
def feed_titles():
    category = bottle.request.query.getunicode("category", default="")
    expr = "".join(["//item[category='", category, "' and not(@embargoed)]/title/text()"])
    tree = etree.parse(FEED_PATH)
    titles = tree.xpath(expr)
    return {"category": category, "titles": [str(t) for t in titles]}


if __name__ == "__main__":
    bottle.run(host="0.0.0.0", port=8080)
