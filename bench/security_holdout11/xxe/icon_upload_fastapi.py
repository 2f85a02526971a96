from fastapi import FastAPI, File, UploadFile
from lxml import etree

app = FastAPI()
SVG_NS = "{http://www.w3.org/2000/svg}"


@app.post("/icons")
async def upload_icon(icon: UploadFile = File(...)):
    data = await icon.read()
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, huge_tree=True)
    doc = etree.fromstring(data, parser)
    title = doc.findtext(SVG_NS + "title") or icon.filename
    return {"title": title, "width": doc.get("width"), "height": doc.get("height")}
