from flask import Flask, request
from lxml import etree

app = Flask(__name__)


def load_feed():
    return etree.parse("/srv/cache/feed.xml").getroot()


@app.route("/feed")
def feed_items():
    position = int(request.args.get("n", "1"))
    root = load_feed()
    items = root.xpath("//item[%d]/title/text()" % position)
    return {"titles": [str(t) for t in items]}
