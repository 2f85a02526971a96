from fastapi import FastAPI, File, HTTPException, UploadFile
from lxml import etree

app = FastAPI()

FEED_PARSER = etree.XMLParser(resolve_entities=False, load_dtd=False, no_network=True, huge_tree=False)


@app.post("/feeds/preview")
async def preview_feed(upload: UploadFile = File(...)):
    raw = await upload.read()
    try:
        root = etree.fromstring(raw, parser=FEED_PARSER)
    except etree.XMLSyntaxError as exc:
        raise HTTPException(status_code=400, detail=f"feed is not well-formed: {exc}")
    titles = [t.strip() for t in root.xpath("//item/title/text() | //entry/title/text()")]
    return {"count": len(titles), "titles": titles[:50]}
