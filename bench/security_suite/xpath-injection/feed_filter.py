from flask import Flask, request
from lxml import etree

app = Flask(__name__)


def load_feed():
    return etree.parse("/srv/cache/feed.xml").getroot()


@app.route("/feed")
def feed_items():
    category = request.args.get("category", "")
    root = load_feed()
    condition = "category='" + category + "'"
    items = root.xpath("//item[" + condition + "]/title/text()")
    return {"titles": [str(t) for t in items]}
