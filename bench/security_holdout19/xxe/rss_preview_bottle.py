from bottle import Bottle, request
from lxml import etree

app = Bottle()
FEED_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


@app.post("/rss/preview")
def preview():
    body = request.body.read()
    root = etree.fromstring(body, FEED_PARSER)
    titles = [t.text for t in root.iterfind(".//item/title")]
    return {"count": len(titles), "titles": titles[:10]}
