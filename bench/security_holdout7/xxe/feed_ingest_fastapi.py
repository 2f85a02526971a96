from fastapi import FastAPI, HTTPException, Request
from lxml import etree

app = FastAPI()

FEED_PARSER = etree.XMLParser(
    resolve_entities=False,
    no_network=True,
    load_dtd=False,
    huge_tree=False,
)


@app.post("/feeds/ingest")
async def feed_ingest(request: Request):
    body = await request.body()
    try:
        root = etree.fromstring(body, FEED_PARSER)
    except etree.XMLSyntaxError:
        raise HTTPException(status_code=400, detail="malformed feed")
    items = [
        {"title": item.findtext("title"), "link": item.findtext("link")}
        for item in root.iter("item")
    ]
    return {"channel": root.findtext("channel/title"), "items": items}
