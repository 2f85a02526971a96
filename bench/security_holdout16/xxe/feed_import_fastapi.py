from fastapi import FastAPI, HTTPException, Request
from lxml import etree

app = FastAPI()


def feed_parser() -> etree.XMLParser:
    return etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, dtd_validation=False)


@app.post("/feeds/import")
async def import_feed(request: Request):
    payload = await request.body()
    try:
        root = etree.fromstring(payload, parser=feed_parser())
    except etree.XMLSyntaxError as exc:
        raise HTTPException(status_code=422, detail=str(exc)) from exc
    items = [
        {"title": it.findtext("title"), "link": it.findtext("link")}
        for it in root.iterfind("./channel/item")
    ]
    return {"channel": root.findtext("./channel/title"), "items": items}
